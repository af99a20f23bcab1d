// The embedded wallet's heavy code, loaded as one chunk by `loadWalletParts`.
export { createEmbeddedSessionStore } from '../session/createEmbeddedSessionStore'
export { answerEmbeddedRequest } from './answerEmbeddedRequest'
export { answerSolanaRequest } from './answerSolanaRequest'
export { ed25519Scheme } from '../keys/ed25519Scheme'

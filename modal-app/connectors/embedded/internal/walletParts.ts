// The embedded wallet's heavy code, loaded as one chunk by `loadWalletParts`.
export { createEmbeddedSessionStore } from '../session/createEmbeddedSessionStore'
export { answerEmbeddedRequest } from './answerEmbeddedRequest'

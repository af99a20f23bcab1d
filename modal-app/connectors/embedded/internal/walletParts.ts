// The embedded wallet's heavy code, loaded as one chunk by `loadWalletParts`.
export { createEmbeddedSessionStore } from '../session/createEmbeddedSessionStore'
export { answerEmbeddedRequest } from './answerEmbeddedRequest'
export { createSmartAccountWallet } from '../smartAccount/createSmartAccountWallet'
export { answerSmartAccountRequest } from '../smartAccount/answerSmartAccountRequest'
export { answerCapabilities } from './answerCapabilities'
export { answerPermissionRequest } from './answerPermissionRequest'
export { createGrantStore } from '../../../features/permissions/createGrantStore'

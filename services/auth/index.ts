// The local auth service of the embedded wallet: start it, or drive its Farcaster side as a client.
export { startAuthService, type AuthServiceOptions, type RunningAuthService } from './startAuthService'
export { approveFarcasterChannel, type ApproveOptions } from './farcasterTestClient'
export { farcasterTestUsers, farcasterThrowawayUser, type FarcasterTestUser } from './farcaster/farcasterTestUsers'
export { testUsers, type TestUser } from './oidc/testUsers'
export type { SinkMessage } from './mail/startSmtpSink'
export { testUserRegistry, type FarcasterIdRegistry } from './farcaster/FarcasterIdRegistry'

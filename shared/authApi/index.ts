export type {
  AuthErrorBody,
  AuthErrorCode,
  AuthSession,
  AuthUser,
  EmailStartRequest,
  EmailStartResponse,
  EmailVerifyRequest,
  FarcasterApproval,
  FarcasterChannel,
  FarcasterChannelRequest,
  FarcasterChannelStatus,
  OidcSocialProvider,
  SessionResponse,
  SocialExchangeRequest,
  StoredShares,
} from './types'
export { FARCASTER_SECRET_HEADER } from './types'

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
  LinkedMethod,
  LinkedMethodsResponse,
  LinkMethodRequest,
  UnlinkMethodRequest,
  OidcSocialProvider,
  SecondFactorCodeRequest,
  SecondFactorConfirmRequest,
  SecondFactorEnrolment,
  SecondFactorRules,
  SecondFactorStatus,
  SessionResponse,
  SocialExchangeRequest,
  StoredShares,
  WalletShares,
} from './types'
export { DEVICE_PROOF_HEADER, FARCASTER_SECRET_HEADER } from './types'
export { SEALED_RECOVERY_SHARE_BYTES, SEALED_RECOVERY_SHARE_VERSION } from './types'
export type {
  PasskeyCreationOptions,
  PasskeyCredentialJSON,
  PasskeyLoginOptionsRequest,
  PasskeyRegistered,
  PasskeyRequestOptions,
  PasskeyResponseBody,
  PasskeySealedShare,
} from './passkeyTypes'
export { PASSKEY_SEALED_SHARE_VERSION } from './passkeyTypes'

import type { PasskeyCredentialJSON } from './passkeyTypes'

/**
 * Wire shapes of the embedded wallet's auth service (email one-time code, OpenID Connect social
 * sign-in, Farcaster, sessions and key shares), shared by the local service in `services/auth`
 * and the modal's auth client, so the two can't drift apart.
 *
 * Every route takes `?projectId=` (except the provider's callback and the Farcaster client's
 * approve, which carry their own state); a session is bound to that project. Routes that need a
 * session take `Authorization: Bearer <token>`. Errors answer `{ error: AuthErrorBody }` with an
 * HTTP status (400 bad input, 401 no or expired session, 403 project or origin not allowed,
 * 404 unknown, 409 conflict, 413 body too large, 429 THROTTLED or TOO_MANY_ATTEMPTS with a
 * `Retry-After` header when throttled, 502/503 SIGN_IN_FAILED when the mail server or the
 * identity provider fails).
 *
 * Routes (base = the `authUrl` service option):
 * - `POST /v1/auth/email/start` body {@link EmailStartRequest} → {@link EmailStartResponse}
 * - `POST /v1/auth/email/verify` body {@link EmailVerifyRequest} → {@link SessionResponse}
 * - `GET  /v1/auth/social/:provider/start?projectId&redirectUri&state&codeChallenge` → 302 to the
 *   OpenID Connect provider; after sign-in the service redirects to
 *   `redirectUri?code=<one-time code>&state=<state>` (or `?error=SIGN_IN_FAILED&state=` when the
 *   visitor cancels or the provider fails); `redirectUri` must be on a modal origin (else 400
 *   INVALID_REDIRECT, no redirect); the one-time code works once, for 2 minutes
 * - `POST /v1/auth/social/exchange` body {@link SocialExchangeRequest} → {@link SessionResponse}
 * - `POST /v1/auth/farcaster/channel` body {@link FarcasterChannelRequest} → {@link FarcasterChannel}
 * - `GET  /v1/auth/farcaster/channel/:channelToken` with the modal's secret in the
 *   {@link FARCASTER_SECRET_HEADER} header → {@link FarcasterChannelStatus}; 404 without the
 *   secret, and the session is in the answer once (a later poll answers 409 CONFLICT)
 * - `POST /v1/auth/farcaster/channel/:channelToken/approve` body {@link FarcasterApproval}
 *   (called by the Farcaster client, not the modal) → 204. The channel `url` carries what the
 *   client signs: `channelToken`, `nonce`, `domain` and `siweUri` query parameters
 * - `GET  /v1/auth/session` (bearer) → {@link SessionResponse} with the same token
 * - `POST /v1/auth/logout` (bearer) → 204
 * - `GET  /v1/wallet/shares` (bearer) → {@link WalletShares}, or 200 `null` when the user has no wallet yet
 *   (the auth share in the clear, the recovery share only sealed under the visitor's code)
 * - `PUT  /v1/wallet/shares` (bearer) body {@link StoredShares} → 204, 409 when one exists
 * - `POST /v1/wallet/shares/migrate` (bearer) body {@link StoredShares} → 204: an old-scheme wallet
 *   re-split under the same address; the plain recovery share is deleted (409 when there is none)
 * - `GET  /v1/auth/methods` (bearer) → {@link LinkedMethodsResponse}: the user's sign-in methods
 * - `POST /v1/auth/methods/link` (bearer) body {@link LinkMethodRequest} → {@link LinkedMethodsResponse};
 *   409 METHOD_TAKEN when the method belongs to another user (nothing is merged)
 * - `POST /v1/auth/methods/unlink` (bearer) body {@link UnlinkMethodRequest} → {@link LinkedMethodsResponse};
 *   409 LAST_METHOD for the user's only method, 409 METHOD_IN_USE for the session's own
 * - with a second factor in force (any rules), link and unlink answer 403 SECOND_FACTOR_REQUIRED to a
 *   session that has not passed `verify` (the link's proof is not spent then: retry with it)
 * - `GET  /v1/auth/second-factor` (bearer) → {@link SecondFactorStatus}
 * - `POST /v1/auth/second-factor/enrol` (bearer) → {@link SecondFactorEnrolment}: a new TOTP secret,
 *   not yet in force (409 CONFLICT when one is)
 * - `POST /v1/auth/second-factor/confirm` (bearer) body {@link SecondFactorConfirmRequest} → {@link SecondFactorStatus}
 * - `POST /v1/auth/second-factor/verify` (bearer) body {@link SecondFactorCodeRequest} → 204; 400
 *   WRONG_CODE (a code works once), 429 THROTTLED after 5 wrong codes in a row
 * - `POST /v1/auth/second-factor/remove` (bearer) body {@link SecondFactorCodeRequest} → {@link SecondFactorStatus}
 * - `POST /v1/auth/second-factor/rules` (bearer) body {@link SecondFactorConfirmRequest} → {@link SecondFactorStatus}:
 *   the rules change only with a right code or passkey
 * - `POST /v1/auth/second-factor/passkey/options` (bearer) → `PasskeyRequestOptions` for one of the
 *   user's own passkeys: its assertion goes as `passkey` in place of `code` in confirm, verify, rules
 *   and remove (a passkey-only factor is confirmed with it, where the user has a passkey); a passkey
 *   method counts only if it was linked while no factor was in force or by a session that had passed it
 * - with the rule `newDevice` on, `GET /v1/wallet/shares` (and `…/shares/passkey`) answer 403
 *   SECOND_FACTOR_REQUIRED to a session that neither came with the {@link DEVICE_PROOF_HEADER} of
 *   a browser that made one of the user's wallets nor passed `verify`; `PUT /v1/wallet/shares`
 *   with that header records the browser making the wallet (only the hash of its proof)
 * - with a second factor in force (any rules), every share write on a user who already has a
 *   wallet on any curve (`PUT /v1/wallet/shares` for another curve, `POST …/shares/migrate`,
 *   `PUT …/shares/passkey`) answers 403 SECOND_FACTOR_REQUIRED, writing nothing, to a session that
 *   neither came with such a {@link DEVICE_PROOF_HEADER} nor passed `verify`; a new user's first
 *   upload needs neither
 * - the passkey routes (`/v1/auth/passkey/*`, `/v1/wallet/shares/passkey`): see passkeyTypes.ts
 */

/** Social providers of docs/features.md#social-logins that sign in through OpenID Connect (farcaster has its own flow). */
export type OidcSocialProvider = 'google' | 'x' | 'discord' | 'github' | 'apple' | 'facebook'

/** Error codes the auth service answers with; `message` is the text a visitor sees. */
export type AuthErrorCode =
  | 'INVALID_EMAIL'
  | 'INVALID_CODE'
  | 'WRONG_CODE'
  | 'CODE_EXPIRED'
  | 'TOO_MANY_ATTEMPTS'
  | 'THROTTLED'
  | 'INVALID_PROVIDER'
  | 'INVALID_REDIRECT'
  | 'SIGN_IN_FAILED'
  | 'DATABASE_UNAVAILABLE'
  | 'UNAUTHORIZED'
  | 'PROJECT_NOT_ALLOWED'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'BAD_REQUEST'
  | 'PASSKEY_REFUSED'
  | 'PASSKEY_UNKNOWN'
  | 'PASSKEY_NO_USER_VERIFICATION'
  | 'METHOD_TAKEN'
  | 'LAST_METHOD'
  | 'METHOD_IN_USE'
  | 'SECOND_FACTOR_REQUIRED'

/** Body of every auth-service error. `retryAfterSeconds` accompanies THROTTLED (30 s (docs/state-rules.md#email-throttle), text, docs/validation.md#email-and-socials). */
export interface AuthErrorBody {
  code: AuthErrorCode
  message: string
  retryAfterSeconds?: number
}

export interface EmailStartRequest {
  email: string
}

export interface EmailStartResponse {
  /** When the code stops working (epoch ms). */
  expiresAt: number
}

export interface EmailVerifyRequest {
  email: string
  /** The 6-digit one-time code from the mail. */
  code: string
}

export interface SocialExchangeRequest {
  /** The one-time code the service put on the redirect URI. */
  code: string
  /** PKCE verifier whose S256 challenge went with `start`. */
  codeVerifier: string
}

/** Who signed in. `id` is stable per person and provider (`email:<address>`, `google:<sub>`, `farcaster:<fid>`). */
export interface AuthUser {
  id: string
  email?: string
  username?: string
  /** 'email', an OIDC provider, 'farcaster' or 'passkey'. */
  provider: 'email' | OidcSocialProvider | 'farcaster' | 'passkey'
  /**
   * The sign-in method this session was made with (`<kind>:<subject>`, e.g. `email:a@b.test`),
   * present only where it differs from `id`: a method linked to a user who first signed in
   * another way (see {@link LinkedMethod}).
   */
  method?: string
}

/**
 * One way a user signs in. A user has one or more; every one of them opens the same wallet,
 * because a session's `user.id` is the user's, whichever method made it. `id` is
 * `<kind>:<subject>` (`email:a@b.test`, `google:<sub>`, `farcaster:<fid>`): a new kind of
 * method (a passkey, `passkey:<user handle>`) plugs in as one more kind.
 */
export interface LinkedMethod {
  id: string
  kind: string
  /** What the visitor recognises it by: the email address, the username, or the subject. */
  label: string
  /** Epoch ms; 0 for the method the user first signed in with, before anything was linked. */
  linkedAt: number
}

export interface LinkedMethodsResponse {
  methods: LinkedMethod[]
}

/**
 * Body of `POST /v1/auth/methods/link`: the token of a session made moments ago (5 minutes at
 * most) with the method to link. The caller's own session proves the user, this one proves the
 * method; the proof's session ends with the link.
 */
export interface LinkMethodRequest {
  proofToken: string
}

export interface UnlinkMethodRequest {
  methodId: string
}

/** A short-lived session bound to one project. */
export interface AuthSession {
  token: string
  /** Epoch ms. */
  expiresAt: number
  projectId: string
  user: AuthUser
}

export interface SessionResponse {
  session: AuthSession
}

export interface FarcasterChannel {
  channelToken: string
  /** What the visitor opens or scans in their Farcaster client. */
  url: string
  /** Epoch ms. */
  expiresAt: number
}

/**
 * Body of `POST /v1/auth/farcaster/channel`: the SHA-256 (base64url) of a random secret only the
 * modal holds. The secret itself goes only in the status poll's {@link FARCASTER_SECRET_HEADER}
 * header, never in the QR code or a URL, so whoever sees the QR can approve but never take the session.
 */
export interface FarcasterChannelRequest {
  secretHash: string
}

/** The header the modal's Farcaster status poll carries its channel secret in (lower case, as Node reads it). */
export const FARCASTER_SECRET_HEADER = 'x-airlock-channel-secret'

export type FarcasterChannelStatus = { state: 'pending' } | { state: 'completed'; session: AuthSession } | { state: 'expired' }

/** A Farcaster client's approval: a Sign-In-With-Farcaster message signed by the custody address. */
export interface FarcasterApproval {
  fid: number
  username: string
  custodyAddress: string
  message: string
  signature: string
}

/**
 * What the service keeps of a user's embedded-wallet key (2-of-3 Shamir; the device share never
 * leaves the modal's origin). `authShare` (base64) is released to the user's live session;
 * `sealedRecoveryShare` is the recovery share sealed *in the modal* under a key derived from the
 * visitor's recovery code (see {@link SEALED_RECOVERY_SHARE_BYTES}), so the service holds one
 * share in the clear and one it cannot open: nothing it stores or releases rebuilds the key.
 * `address` is the account they rebuild, so a wrong rebuild is caught.
 */
export interface StoredShares {
  address: string
  authShare: string
  sealedRecoveryShare: string
}

/**
 * The `GET /v1/wallet/shares` answer: the stored shares, or, for a wallet made before the
 * recovery share was sealed (an old-scheme wallet not yet migrated), its plain `recoveryShare`
 * instead of `sealedRecoveryShare`. The modal then re-splits the key and calls
 * `POST /v1/wallet/shares/migrate`, which deletes the plain share.
 */
export type WalletShares = { address: string; authShare: string } & ({ sealedRecoveryShare: string; recoveryShare?: undefined } | { recoveryShare: string; sealedRecoveryShare?: undefined })

/**
 * Size of a sealed recovery share in bytes (standard base64 on the wire, 104 characters): a
 * version byte (1), the HKDF salt (16), the AES-GCM nonce (12), the ciphertext of the 33-byte
 * share and its 16-byte tag. The service accepts nothing else, so the column can't carry a
 * plain share or arbitrary data.
 */
export const SEALED_RECOVERY_SHARE_BYTES = 78
/** The first byte of a sealed recovery share: the layout and key derivation it was made with. */
export const SEALED_RECOVERY_SHARE_VERSION = 1

/** What a visitor's second factor guards: their own choice, made when they enrol and changed only with a code. */
export interface SecondFactorRules {
  /** A code is asked before the embedded wallet's key is shown (Export key). */
  export: boolean
  /** A code is asked before the embedded wallet signs a send worth more than this many US dollars (at the modal's price); null: never. */
  sendsAboveUsd: number | null
  /** A sign-in on a browser without this wallet's device share passes the code before the service releases its share. */
  newDevice: boolean
}

export interface SecondFactorStatus {
  /** Whether a second factor is in force for the user (confirmed with a code or a passkey). */
  enrolled: boolean
  rules: SecondFactorRules
  /** Whether an authenticator app (TOTP) answers it; false for a passkey-only factor. */
  totp?: boolean
  /** Whether the user has a passkey, which answers in place of a code. */
  passkey?: boolean
}

/**
 * The header the modal proves with that this browser holds the wallet's device share: a value
 * derived from the share (HKDF, base64url), which opens nothing; the service keeps its SHA-256 only.
 */
export const DEVICE_PROOF_HEADER = 'x-airlock-device-proof'

/** A TOTP secret to add to an authenticator app: base32 `secret`, and `uri` (otpauth://) for its QR code. */
export interface SecondFactorEnrolment {
  secret: string
  uri: string
}

export interface SecondFactorCodeRequest {
  /** The 6-digit code the authenticator app shows now. */
  code?: string
  /** Or an assertion of one of the user's passkeys, for a challenge of `second-factor/passkey/options`. */
  passkey?: PasskeyCredentialJSON
}

export interface SecondFactorConfirmRequest extends SecondFactorCodeRequest {
  rules: SecondFactorRules
}

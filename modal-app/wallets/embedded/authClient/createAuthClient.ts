import { DEVICE_PROOF_HEADER, FARCASTER_SECRET_HEADER, type AuthSession, type EmailStartResponse, type FarcasterChannel, type FarcasterChannelStatus, type OidcSocialProvider, type StoredShares, type WalletShares } from '../../../../shared/authApi'
import { Constants } from '../../../../shared/constants'
import type { KeyCurve } from '../keys/KeyScheme'
import { MissingEndpointError } from '../../../state/options/MissingEndpointError'
import { AuthRequestError } from './AuthRequestError'
import { authServiceUrl } from './internal/authServiceUrl'
import { readAnswer } from './internal/readAnswer'
import { requestAuth } from './internal/requestAuth'

export interface AuthClientOptions {
  /** The auth service's base URL: the operator's `authUrl` (the project's settings), never one the page made up. */
  authUrl: string
  projectId: string
  fetch?: typeof globalThis.fetch
  /** Per call; docs/constants.md#timing: embedded-wallet requests time out at 30 s. */
  timeoutMs?: number
}

/** Per-call options: a signal to give up early (the modal closed, the visitor went back). */
export interface CallOptions {
  signal?: AbortSignal
}

/** Options of the share calls: which curve's wallet (default secp256k1, the EVM key). */
export interface ShareCallOptions extends CallOptions {
  curve?: KeyCurve
  /** This browser's proof that it holds the wallet's device share (deviceProofOf), for the visitor's new-device rule. */
  deviceProof?: string
}

/** Query params of `GET /v1/auth/social/:provider/start` besides projectId. */
export interface SocialStartParams {
  redirectUri: string
  state: string
  codeChallenge: string
}

/** The modal's client of the auth service (shared/authApi): one method per route the modal uses. */
export interface AuthClient {
  readonly projectId: string
  /** The service's base URL, for the calls loaded later with their views (second factor). */
  readonly authUrl?: string
  emailStart(email: string, options?: CallOptions): Promise<EmailStartResponse>
  emailVerify(email: string, code: string, options?: CallOptions): Promise<AuthSession>
  /** The URL the sign-in popup opens; built synchronously so the popup opens on the click itself. */
  socialStartUrl(provider: OidcSocialProvider, params: SocialStartParams): string
  socialExchange(code: string, codeVerifier: string, options?: CallOptions): Promise<AuthSession>
  /** Opens a channel bound to the secret whose hash is `secretHash` (see `farcasterChannelSecret`). */
  farcasterChannel(secretHash: string, options?: CallOptions): Promise<FarcasterChannel>
  /** The channel's state; `secret` goes in a header only, and the session comes back once. */
  farcasterStatus(channelToken: string, secret: string, options?: CallOptions): Promise<FarcasterChannelStatus>
  /** The session behind `token`, or AuthRequestError UNAUTHORIZED when it expired or was ended. */
  session(token: string, options?: CallOptions): Promise<AuthSession>
  logout(token: string, options?: CallOptions): Promise<void>
  /** The user's stored shares (the recovery share sealed, or plain for an old-scheme wallet), or null when the user has no wallet yet (200 `null`). */
  getShares(token: string, options?: ShareCallOptions): Promise<WalletShares | null>
  /** Stores the shares of a new wallet; AuthRequestError CONFLICT when the user already has one. */
  putShares(token: string, shares: StoredShares, options?: ShareCallOptions): Promise<void>
  /** Replaces an old-scheme wallet's shares with a re-split of the same key (the service deletes its plain recovery share); CONFLICT when there is nothing to migrate. */
  migrateShares(token: string, shares: StoredShares, options?: ShareCallOptions): Promise<void>
}

/**
 * Creates the modal's client of the embedded wallet's auth service, per the wire contract in
 * shared/authApi. Every call carries `projectId`, times out after `timeoutMs` (30 s) through an
 * AbortController, and fails with an {@link AuthRequestError} carrying the service's message
 * verbatim (e.g. 'Please try again after 27 seconds'); session tokens travel only in the
 * Authorization header. It holds no state: the session store decides what to keep. Without an
 * `authUrl` (the project's settings name none) it throws {@link MissingEndpointError}.
 *
 * @example
 * const auth = createAuthClient({ authUrl: options.services.authUrl, projectId: options.projectId })
 * await auth.emailStart('visitor@example.com')
 * const session = await auth.emailVerify('visitor@example.com', '123456')
 */
export function createAuthClient(options: AuthClientOptions): AuthClient {
  const { authUrl, projectId } = options
  if (!authUrl) throw new MissingEndpointError('authUrl')
  const transport = { fetch: options.fetch ?? globalThis.fetch.bind(globalThis), timeoutMs: options.timeoutMs ?? Constants.embeddedRequestTimeoutMs }
  const url = (path: string, params: Record<string, string> = {}) => authServiceUrl(authUrl, path, { projectId, ...params })
  const call = (method: 'GET' | 'POST' | 'PUT', path: string, extra: { body?: unknown; token?: string; headers?: Record<string, string>; signal?: AbortSignal | undefined }, params?: Record<string, string>) =>
    requestAuth(transport, { method, url: url(path, params), ...extra })
  // The EVM key's routes stay as they were; another curve's wallet is named in the query.
  const curveParams = (curve: KeyCurve | undefined) => (curve && curve !== 'secp256k1' ? { curve } : undefined)
  // In a header, never the URL: the proof stays out of logs.
  const proofHeader = (proof: string | undefined) => (proof ? { headers: { [DEVICE_PROOF_HEADER]: proof } } : {})

  return {
    projectId,
    authUrl,
    async emailStart(email, { signal } = {}) {
      const { body, status } = await call('POST', '/v1/auth/email/start', { body: { email }, signal })
      return readAnswer('expiry', body, status, projectId)
    },
    async emailVerify(email, code, { signal } = {}) {
      const { body, status } = await call('POST', '/v1/auth/email/verify', { body: { email, code }, signal })
      return readAnswer('session', body, status, projectId)
    },
    socialStartUrl(provider, params) {
      return url(`/v1/auth/social/${encodeURIComponent(provider)}/start`, { redirectUri: params.redirectUri, state: params.state, codeChallenge: params.codeChallenge })
    },
    async socialExchange(code, codeVerifier, { signal } = {}) {
      const { body, status } = await call('POST', '/v1/auth/social/exchange', { body: { code, codeVerifier }, signal })
      return readAnswer('session', body, status, projectId)
    },
    async farcasterChannel(secretHash, { signal } = {}) {
      const { body, status } = await call('POST', '/v1/auth/farcaster/channel', { body: { secretHash }, signal })
      return readAnswer('channel', body, status, projectId)
    },
    async farcasterStatus(channelToken, secret, { signal } = {}) {
      const { body, status } = await call('GET', `/v1/auth/farcaster/channel/${encodeURIComponent(channelToken)}`, { headers: { [FARCASTER_SECRET_HEADER]: secret }, signal })
      return readAnswer('channelStatus', body, status, projectId)
    },
    async session(token, { signal } = {}) {
      const { body, status } = await call('GET', '/v1/auth/session', { token, signal })
      return readAnswer('session', body, status, projectId)
    },
    async logout(token, { signal } = {}) {
      await call('POST', '/v1/auth/logout', { token, signal })
    },
    async getShares(token, { signal, curve, deviceProof } = {}) {
      try {
        const { body, status } = await call('GET', '/v1/wallet/shares', { token, signal, ...proofHeader(deviceProof) }, curveParams(curve))
        // No wallet yet: 200 with null (the contract), so a first sign-in logs no failed request.
        if (body === null) return null
        return readAnswer('shares', body, status, projectId)
      } catch (error) {
        // A service on the older contract still answers 404 for it.
        if (error instanceof AuthRequestError && error.status === 404) return null
        throw error
      }
    },
    async putShares(token, shares, { signal, curve, deviceProof } = {}) {
      await call('PUT', '/v1/wallet/shares', { token, body: shares, signal, ...proofHeader(deviceProof) }, curveParams(curve))
    },
    async migrateShares(token, shares, { signal, curve, deviceProof } = {}) {
      // The proof the read sent: a browser the service knows migrates without the second factor.
      await call('POST', '/v1/wallet/shares/migrate', { token, body: shares, signal, ...proofHeader(deviceProof) }, curveParams(curve))
    },
  }
}

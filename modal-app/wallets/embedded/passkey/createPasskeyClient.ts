import type { AuthSession, PasskeyCreationOptions, PasskeyCredentialJSON, PasskeyRequestOptions, PasskeySealedShare } from '../../../../shared/authApi'
import { Constants } from '../../../../shared/constants'
import type { KeyCurve } from '../keys/KeyScheme'
import { authServiceUrl } from '../authClient/internal/authServiceUrl'
import { readAnswer } from '../authClient/internal/readAnswer'
import { requestAuth } from '../authClient/internal/requestAuth'

/** The passkey routes of the auth service (shared/authApi/passkeyTypes.ts), one method each. */
export interface PasskeyClient {
  registerOptions(): Promise<PasskeyCreationOptions>
  registerVerify(response: PasskeyCredentialJSON): Promise<string>
  loginOptions(credentialId?: string): Promise<PasskeyRequestOptions>
  loginVerify(response: PasskeyCredentialJSON): Promise<AuthSession>
  sealedShare(token: string, curve: KeyCurve, credentialId: string): Promise<string | null>
  putSealedShare(token: string, curve: KeyCurve, share: PasskeySealedShare): Promise<void>
}

/**
 * The modal's client of the auth service's passkey routes, over the same transport as the auth
 * client (30 s limit, AuthRequestError with the service's code and text, the token only in the
 * Authorization header). The browser names the modal's origin on each call: the service makes it
 * the relying party.
 *
 * @example
 * const passkeys = createPasskeyClient({ authUrl, projectId })
 * const options = await passkeys.loginOptions()
 */
export function createPasskeyClient(options: { authUrl: string; projectId: string; fetch?: typeof globalThis.fetch }): PasskeyClient {
  const transport = { fetch: options.fetch ?? globalThis.fetch.bind(globalThis), timeoutMs: Constants.embeddedRequestTimeoutMs }
  const answer = (method: 'GET' | 'POST' | 'PUT', path: string, extra: { body?: unknown; token?: string; params?: Record<string, string> } = {}) =>
    requestAuth(transport, { method, url: authServiceUrl(options.authUrl, path, { projectId: options.projectId, ...extra.params }), body: extra.body, token: extra.token })
  const call = async <T>(...args: Parameters<typeof answer>) => (await answer(...args)).body as T
  const curveParams = (curve: KeyCurve): Record<string, string> => (curve === 'secp256k1' ? {} : { curve })
  return {
    registerOptions: () => call('POST', '/v1/auth/passkey/register/options', { body: {} }),
    registerVerify: async (response) => (await call<{ credentialId: string }>('POST', '/v1/auth/passkey/register/verify', { body: { response } })).credentialId,
    loginOptions: (credentialId) => call('POST', '/v1/auth/passkey/login/options', { body: credentialId ? { credentialId } : {} }),
    loginVerify: async (response) => {
      const { body, status } = await answer('POST', '/v1/auth/passkey/login/verify', { body: { response } })
      return readAnswer('session', body, status, options.projectId)
    },
    sealedShare: async (token, curve, credentialId) => (await call<PasskeySealedShare | null>('GET', '/v1/wallet/shares/passkey', { token, params: { ...curveParams(curve), credentialId } }))?.sealed ?? null,
    putSealedShare: async (token, curve, share) => void (await call('PUT', '/v1/wallet/shares/passkey', { token, body: share, params: curveParams(curve) })),
  }
}

import type { PasskeyCredentialJSON, PasskeyRequestOptions } from '../../../../shared/authApi'
import { base64UrlToBytes } from '../passkey/internal/base64UrlToBytes'
import { credentialToJson } from '../passkey/internal/credentialToJson'
import { PasskeyError } from '../passkey/PasskeyError'

/**
 * One passkey touch for the visitor's second factor: an assertion, in the modal's origin, for the
 * service's challenge and one of the user's own passkeys (user verification required; no PRF:
 * nothing is opened with it), in the JSON form the service verifies. A closed or refused prompt is
 * PasskeyError PASSKEY_CANCELLED (its text in the catalogs), a browser without passkeys
 * PASSKEY_UNSUPPORTED.
 *
 * @example
 * await calls.verify(token, await assertPasskey(await calls.passkeyOptions(token)))
 */
export async function assertPasskey(options: PasskeyRequestOptions, credentials: CredentialsContainer = navigator.credentials): Promise<PasskeyCredentialJSON> {
  if (typeof PublicKeyCredential === 'undefined' || !credentials?.get) throw new PasskeyError('PASSKEY_UNSUPPORTED')
  let used: Credential | null
  try {
    used = await credentials.get({
      publicKey: {
        challenge: base64UrlToBytes(options.challenge),
        ...(options.rpId ? { rpId: options.rpId } : {}),
        ...(options.timeout ? { timeout: options.timeout } : {}),
        userVerification: 'required',
        allowCredentials: options.allowCredentials?.map((c) => ({ type: 'public-key', id: base64UrlToBytes(c.id), transports: c.transports as AuthenticatorTransport[] })),
      },
    })
  } catch {
    throw new PasskeyError('PASSKEY_CANCELLED')
  }
  if (!(used instanceof PublicKeyCredential)) throw new PasskeyError('PASSKEY_CANCELLED')
  return credentialToJson(used)
}

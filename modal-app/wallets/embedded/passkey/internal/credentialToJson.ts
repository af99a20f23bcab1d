import type { PasskeyCredentialJSON } from '../../../../../shared/authApi'
import { bytesToBase64Url } from '../../internal/bytesToBase64Url'

const b64 = (buffer: ArrayBuffer | null | undefined) => (buffer ? bytesToBase64Url(new Uint8Array(buffer)) : undefined)

/**
 * A credential from `navigator.credentials.create` or `get` in the WebAuthn JSON form the service
 * verifies (what `PublicKeyCredential.toJSON()` gives where it exists), without the client
 * extension results: the PRF output stays in the modal, the service gets none of it.
 */
export function credentialToJson(credential: PublicKeyCredential): PasskeyCredentialJSON {
  const r = credential.response as AuthenticatorResponse & Partial<AuthenticatorAttestationResponse & AuthenticatorAssertionResponse>
  const response: PasskeyCredentialJSON['response'] = { clientDataJSON: b64(r.clientDataJSON)! }
  if (r.attestationObject) {
    response.attestationObject = b64(r.attestationObject)
    response.transports = r.getTransports?.() ?? []
  }
  if (r.authenticatorData) response.authenticatorData = b64(r.authenticatorData)
  if (r.signature) response.signature = b64(r.signature)
  const userHandle = b64(r.userHandle)
  if (userHandle) response.userHandle = userHandle
  const json: PasskeyCredentialJSON = { id: credential.id, rawId: b64(credential.rawId)!, type: 'public-key', response, clientExtensionResults: {} }
  if (credential.authenticatorAttachment) json.authenticatorAttachment = credential.authenticatorAttachment
  return json
}

import { bytesBase64 } from '../../../../../shared/encoding/bytesBase64'

/** base64url (padded or not) → bytes, for the binary fields of WebAuthn's JSON forms. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/')
  return bytesBase64.decode(base64 + '='.repeat((4 - (base64.length % 4)) % 4)) as Uint8Array<ArrayBuffer>
}

import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'

/** Bytes → base64url without padding (RFC 7636 §3 / RFC 4648 §5, for PKCE and `state`). */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return bytesBase64.encode(bytes).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

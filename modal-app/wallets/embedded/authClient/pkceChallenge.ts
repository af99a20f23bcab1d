import { sha256, stringToBytes } from 'viem'
import { bytesToBase64Url } from '../internal/bytesToBase64Url'

/**
 * The PKCE S256 code challenge of a verifier (RFC 7636 §4.2): base64url, unpadded, of the SHA-256
 * of the verifier's ASCII bytes. Synchronous on purpose: the social sign-in popup must open in
 * the click handler itself, with no `await` before `window.open` (WebCrypto's digest is async).
 *
 * @example
 * pkceChallenge('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk') // 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM'
 */
export function pkceChallenge(verifier: string): string {
  return bytesToBase64Url(sha256(stringToBytes(verifier), 'bytes'))
}

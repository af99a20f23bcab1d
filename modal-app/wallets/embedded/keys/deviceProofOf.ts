import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import type { KeyCurve } from './KeyScheme'

/**
 * This browser's proof that it holds a wallet's device share, for the visitor's new-device rule:
 * 32 bytes of HKDF-SHA256 over the share, bound to the user and curve by its info, in base64url.
 * The service keeps only its SHA-256 (given with the shares when the wallet is made here), so
 * neither the proof nor what is stored says anything about the share; only a browser holding the
 * share can make it again.
 *
 * @example
 * await client.putShares(token, shares, { deviceProof: await deviceProofOf(deviceShare, userId, 'secp256k1') })
 */
export async function deviceProofOf(deviceShare: Uint8Array, userId: string, curve: KeyCurve): Promise<string> {
  const material = await globalThis.crypto.subtle.importKey('raw', deviceShare as Uint8Array<ArrayBuffer>, 'HKDF', false, ['deriveBits'])
  const info = new TextEncoder().encode(`airlock-device-proof-v1|${userId}|${curve}`)
  const bits = await globalThis.crypto.subtle.deriveBits({ name: 'HKDF', hash: 'SHA-256', salt: new Uint8Array(32), info }, material, 256)
  return bytesBase64.encode(new Uint8Array(bits)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')
}

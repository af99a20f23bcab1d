import { SEALED_RECOVERY_SHARE_BYTES } from '../../../../../shared/authApi'
import { bytesBase64 } from '../../../../../shared/encoding/bytesBase64'

/**
 * Seals a 33-byte share under a key derived from `deriveKey(salt)` (fresh 16-byte salt): base64 of
 * version ‖ salt ‖ nonce(12) ‖ AES-GCM ciphertext+tag with `context` as additional data, exactly
 * SEALED_RECOVERY_SHARE_BYTES long, the shape the service checks. The recovery code and the
 * passkey's PRF output seal through it, each with its own version byte and HKDF info.
 */
export async function sealShare(version: number, deriveKey: (salt: Uint8Array<ArrayBuffer>) => Promise<CryptoKey>, share: Uint8Array, context: string): Promise<string> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(16))
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12))
  const key = await deriveKey(salt)
  const additionalData = new TextEncoder().encode(context)
  const ciphertext = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, share as Uint8Array<ArrayBuffer>))
  const sealed = new Uint8Array(1 + salt.length + iv.length + ciphertext.length)
  sealed[0] = version
  sealed.set(salt, 1)
  sealed.set(iv, 1 + salt.length)
  sealed.set(ciphertext, 1 + salt.length + iv.length)
  if (sealed.length !== SEALED_RECOVERY_SHARE_BYTES) throw new Error('a recovery share is 33 bytes')
  return bytesBase64.encode(sealed)
}

import { SEALED_RECOVERY_SHARE_BYTES, SEALED_RECOVERY_SHARE_VERSION } from '../../../../shared/authApi'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import { deriveRecoveryKey } from './internal/deriveRecoveryKey'

/**
 * Seals a recovery share in the modal under the visitor's recovery code, so the auth service can
 * keep it without being able to use it: AES-GCM under a key derived (HKDF-SHA256, fresh salt) from
 * the canonical code, with `context` (recoveryContext: user, curve, address) as additional data.
 * The result is base64 of version ‖ salt(16) ‖ nonce(12) ‖ ciphertext+tag, exactly
 * SEALED_RECOVERY_SHARE_BYTES long, the shape the service checks.
 *
 * @example
 * const sealed = await sealRecoveryShare(code, recoveryShare, recoveryContext(userId, 'secp256k1', address))
 */
export async function sealRecoveryShare(code: string, share: Uint8Array, context: string): Promise<string> {
  const salt = globalThis.crypto.getRandomValues(new Uint8Array(16))
  const iv = globalThis.crypto.getRandomValues(new Uint8Array(12))
  const key = await deriveRecoveryKey(code, salt)
  const additionalData = new TextEncoder().encode(context)
  const ciphertext = new Uint8Array(await globalThis.crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, share as Uint8Array<ArrayBuffer>))
  const sealed = new Uint8Array(1 + salt.length + iv.length + ciphertext.length)
  sealed[0] = SEALED_RECOVERY_SHARE_VERSION
  sealed.set(salt, 1)
  sealed.set(iv, 1 + salt.length)
  sealed.set(ciphertext, 1 + salt.length + iv.length)
  if (sealed.length !== SEALED_RECOVERY_SHARE_BYTES) throw new Error('a recovery share is 33 bytes')
  return bytesBase64.encode(sealed)
}

import { SEALED_RECOVERY_SHARE_VERSION } from '../../../../shared/authApi'
import { deriveRecoveryKey } from './internal/deriveRecoveryKey'
import { sealShare } from './internal/sealShare'

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
  return sealShare(SEALED_RECOVERY_SHARE_VERSION, (salt) => deriveRecoveryKey(code, salt), share, context)
}

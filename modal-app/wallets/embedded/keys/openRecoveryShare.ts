import { SEALED_RECOVERY_SHARE_BYTES, SEALED_RECOVERY_SHARE_VERSION } from '../../../../shared/authApi'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import { deriveRecoveryKey } from './internal/deriveRecoveryKey'
import { recoveryCode } from './recoveryCode'

/**
 * Opens what {@link sealRecoveryShare} sealed, with the code the visitor typed (any case, dashes or
 * spaces). Throws {@link EmbeddedKeyError} `RECOVERY_CODE_MALFORMED` when the text can't be a code,
 * `RECOVERY_CODE_WRONG` when it does not open this blob under this context (another code, another
 * user or address, a flipped bit), and `SHARES_INVALID` when the blob has the wrong shape.
 *
 * @example
 * const share = await openRecoveryShare(typed, shares.sealedRecoveryShare, recoveryContext(userId, curve, shares.address))
 */
export async function openRecoveryShare(typed: string, sealedText: string, context: string): Promise<Uint8Array> {
  const code = recoveryCode.normalize(typed)
  if (!code) throw new EmbeddedKeyError('RECOVERY_CODE_MALFORMED')
  let sealed: Uint8Array<ArrayBuffer>
  try {
    sealed = bytesBase64.decode(sealedText) as Uint8Array<ArrayBuffer>
  } catch {
    throw new EmbeddedKeyError('SHARES_INVALID')
  }
  if (sealed.length !== SEALED_RECOVERY_SHARE_BYTES || sealed[0] !== SEALED_RECOVERY_SHARE_VERSION) throw new EmbeddedKeyError('SHARES_INVALID')
  const salt = sealed.slice(1, 17)
  const iv = sealed.slice(17, 29)
  const ciphertext = sealed.slice(29)
  try {
    const key = await deriveRecoveryKey(code, salt)
    const additionalData = new TextEncoder().encode(context)
    return new Uint8Array(await globalThis.crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData }, key, ciphertext))
  } catch {
    throw new EmbeddedKeyError('RECOVERY_CODE_WRONG')
  }
}

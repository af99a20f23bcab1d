import { SEALED_RECOVERY_SHARE_VERSION } from '../../../../shared/authApi'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import { deriveRecoveryKey } from './internal/deriveRecoveryKey'
import { openShare } from './internal/openShare'
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
  return openShare(SEALED_RECOVERY_SHARE_VERSION, (salt) => deriveRecoveryKey(code, salt), sealedText, context, () => new EmbeddedKeyError('RECOVERY_CODE_WRONG'))
}

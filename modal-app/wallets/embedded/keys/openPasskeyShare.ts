import { PASSKEY_SEALED_SHARE_VERSION } from '../../../../shared/authApi'
import { EmbeddedKeyError } from './EmbeddedKeyError'
import { derivePasskeyKey } from './internal/derivePasskeyKey'
import { openShare } from './internal/openShare'

/**
 * Opens what {@link sealPasskeyShare} sealed, with the PRF output the passkey gave at this
 * sign-in. Throws EmbeddedKeyError `RECOVERY_NEEDED` when it does not open (another passkey,
 * user, curve or address, a flipped bit): the recovery code is then asked for instead, and
 * `SHARES_INVALID` for a blob of the wrong shape.
 *
 * @example
 * const share = await openPasskeyShare(prfOutput, sealed, JSON.stringify(['airlock-passkey-recovery-share', 1, credentialId, recoveryContext(userId, curve, address)]))
 */
export async function openPasskeyShare(prfOutput: Uint8Array, sealedText: string, context: string): Promise<Uint8Array> {
  return openShare(PASSKEY_SEALED_SHARE_VERSION, (salt) => derivePasskeyKey(prfOutput, salt), sealedText, context, () => new EmbeddedKeyError('RECOVERY_NEEDED'))
}

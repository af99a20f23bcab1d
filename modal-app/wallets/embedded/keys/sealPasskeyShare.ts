import { PASSKEY_SEALED_SHARE_VERSION } from '../../../../shared/authApi'
import { derivePasskeyKey } from './internal/derivePasskeyKey'
import { sealShare } from './internal/sealShare'

/**
 * Seals a recovery share under a passkey's PRF output (issue 38 #2), beside the copy sealed under
 * the recovery code: AES-GCM under HKDF-SHA256(PRF output, fresh salt), with `context` (the
 * recovery context plus the credential id) as additional data, in the service's 78-byte shape with
 * version byte 2. The PRF output never leaves the modal; without the passkey the blob is noise.
 *
 * @example
 * const sealed = await sealPasskeyShare(prfOutput, recoveryShare, JSON.stringify(['airlock-passkey-recovery-share', 1, credentialId, recoveryContext(userId, curve, address)]))
 */
export async function sealPasskeyShare(prfOutput: Uint8Array, share: Uint8Array, context: string): Promise<string> {
  if (prfOutput.length !== 32) throw new Error('a PRF output is 32 bytes')
  return sealShare(PASSKEY_SEALED_SHARE_VERSION, (salt) => derivePasskeyKey(prfOutput, salt), share, context)
}

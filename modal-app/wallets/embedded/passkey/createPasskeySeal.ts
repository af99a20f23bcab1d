import { openPasskeyShare } from '../keys/openPasskeyShare'
import { sealPasskeyShare } from '../keys/sealPasskeyShare'
import type { PasskeySeal } from '../session/PasskeySeal'
import type { PasskeyClient } from './createPasskeyClient'

/**
 * The session store's {@link PasskeySeal} for one passkey sign-in: the recovery share sealed under
 * the PRF output (sealPasskeyShare), bound to the credential id and the recovery context, filed
 * with and fetched from the service per curve. The PRF output stays in this closure; failures to
 * fetch, open or file fall back to the recovery code rather than failing the sign-in.
 *
 * @example
 * const seal = createPasskeySeal(client, signedIn.credentialId, signedIn.prfOutput)
 */
export function createPasskeySeal(client: PasskeyClient, credentialId: string, prfOutput: Uint8Array): PasskeySeal {
  const context = (recoveryContext: string) => JSON.stringify(['airlock-passkey-recovery-share', 1, credentialId, recoveryContext])
  return {
    async open(token, curve, recoveryContext) {
      const sealed = await client.sealedShare(token, curve, credentialId).catch(() => null)
      if (!sealed) return undefined
      return openPasskeyShare(prfOutput, sealed, context(recoveryContext)).catch(() => undefined)
    },
    async seal(token, curve, recoveryContext, share) {
      const sealed = await sealPasskeyShare(prfOutput, share, context(recoveryContext))
      await client.putSealedShare(token, curve, { credentialId, sealed }).catch(() => undefined)
    },
  }
}

import { createWebAuthnCredential } from 'viem/account-abstraction'
import type { PasskeyOwner } from './passkeyOwners'

/**
 * Creates the passkey that is to own a smart account: a WebAuthn credential (P-256, ES256) whose
 * relying party is the modal's own origin, so only the modal can ask it for an assertion and the
 * browser writes that origin into every clientDataJSON it signs. A discoverable (resident)
 * credential with user verification required, as the account's contract requires the UV flag.
 * Needs the visitor's click (a transient activation) in the iframe; the host's iframe allows
 * `publickey-credentials-create` for the modal's origin. Nothing is on chain yet: the caller
 * asks the visitor to approve the `addPasskeyOwner` operation with it.
 *
 * @example
 * const passkey = await createPasskeyOwner({ account: '0xSmart…', network: 'Ethereum' })
 */
export async function createPasskeyOwner({ account, network }: { account: string; network: string }): Promise<PasskeyOwner> {
  const credential = await createWebAuthnCredential({
    name: `${account} (${network})`,
    rp: { id: location.hostname, name: 'Airlock' },
    authenticatorSelection: { residentKey: 'required', requireResidentKey: true, userVerification: 'required' },
  })
  return { id: credential.id, publicKey: credential.publicKey }
}

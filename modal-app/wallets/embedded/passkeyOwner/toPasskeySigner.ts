import { toWebAuthnAccount, type WebAuthnAccount } from 'viem/account-abstraction'
import type { PasskeyOwner } from './passkeyOwners'

/**
 * The signer of a smart account's passkey owner: viem's WebAuthn account for the credential,
 * asking the authenticator (`navigator.credentials.get`, user verification required, only this
 * credential allowed) for an assertion whose challenge is the hash to sign, with the modal's own
 * origin as the relying party. viem parses the assertion (challenge and type positions in
 * clientDataJSON, r and s from DER with s normalised low); `encodePasskeySignature` lays it out
 * for the contract.
 *
 * @example
 * const { signature, webauthn } = await toPasskeySigner(passkey).sign({ hash: userOpHash })
 */
export function toPasskeySigner(passkey: PasskeyOwner): WebAuthnAccount {
  return toWebAuthnAccount({ credential: { id: passkey.id, publicKey: passkey.publicKey }, rpId: location.hostname })
}

import { concat, keccak256, toHex, type Hex } from 'viem'
import { encodePasskeySignature } from './encodePasskeySignature'

/** A clientDataJSON of a real one's shape and length (the challenge of a 32-byte hash is 43 base64url characters). */
const STUB_CLIENT_DATA = `{"type":"webauthn.get","challenge":"${'A'.repeat(43)}","origin":"https://${'a'.repeat(32)}.example","crossOrigin":false}`

/**
 * A passkey signature of the real one's shape for gas estimation: the passkey's own key (so the
 * account finds the owner and decodes the assertion as it will the real one), authenticatorData
 * of 37 bytes with UP and UV set, a clientDataJSON of a real one's length, and an r and s that
 * verify nothing. Its challenge is not the operation's hash, so the contract stops at the
 * challenge check: `PASSKEY_VERIFICATION_GAS` covers the rest.
 *
 * @example
 * getStubSignature: async () => passkeyStubSignature(passkey.publicKey)
 */
export function passkeyStubSignature(publicKey: Hex): Hex {
  return encodePasskeySignature({
    publicKey,
    signature: concat([keccak256(toHex('r')), keccak256(toHex('s'))]),
    webauthn: { authenticatorData: concat([keccak256(toHex('rpId')), '0x05', '0x00000001']), clientDataJSON: STUB_CLIENT_DATA, challengeIndex: STUB_CLIENT_DATA.indexOf('"challenge"'), typeIndex: 1 },
  })
}

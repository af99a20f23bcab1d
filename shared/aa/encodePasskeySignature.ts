import { BaseError, concat, encodeAbiParameters, numberToHex, size, slice, type Hex } from 'viem'
import type { WebAuthnSignReturnType } from 'viem/account-abstraction'
import { passkeyCoordinates } from './passkeyCoordinates'

/** The order of P-256's base point: an s above half of it is the high-s twin of a valid signature. */
const P256_N = 0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551n

/** OpenZeppelin's `WebAuthn.WebAuthnAuth` as its `tryDecodeAuth` reads it in place (a tuple's top-level encoding). */
const WEBAUTHN_AUTH = [
  { name: 'r', type: 'bytes32' },
  { name: 's', type: 'bytes32' },
  { name: 'challengeIndex', type: 'uint256' },
  { name: 'typeIndex', type: 'uint256' },
  { name: 'authenticatorData', type: 'bytes' },
  { name: 'clientDataJSON', type: 'string' },
] as const

/**
 * Encodes a passkey's WebAuthn assertion as the AirlockAccount checks a passkey owner's user
 * operation signature: x || y (the owner's public key, looked up on chain) || abi.encode(r, s,
 * challengeIndex, typeIndex, authenticatorData, clientDataJSON). `signature` is r || s (64 bytes,
 * as viem's WebAuthn account returns it). s is normalised to the low half here too, whatever
 * produced it: OpenZeppelin's P256 refuses a high s (the malleable twin), and an authenticator's
 * DER signature has either half.
 *
 * @example
 * const { signature, webauthn } = await passkey.sign({ hash: userOpHash })
 * const encoded = encodePasskeySignature({ publicKey: passkey.publicKey, signature, webauthn })
 */
export function encodePasskeySignature({ publicKey, signature, webauthn }: { publicKey: Hex; signature: Hex; webauthn: Pick<WebAuthnSignReturnType['webauthn'], 'authenticatorData' | 'clientDataJSON' | 'challengeIndex' | 'typeIndex'> }): Hex {
  if (size(signature) < 64) throw new BaseError(`a P-256 signature is r || s (64 bytes), not ${size(signature)} bytes`)
  const { challengeIndex, typeIndex } = webauthn
  if (challengeIndex === undefined || typeIndex === undefined || challengeIndex < 0 || typeIndex < 0) throw new BaseError('the assertion\'s clientDataJSON has no "challenge" or "type"')
  const { x, y } = passkeyCoordinates(publicKey)
  const r = slice(signature, 0, 32)
  const s = BigInt(slice(signature, 32, 64))
  const lowS = s > P256_N / 2n ? P256_N - s : s
  const auth = encodeAbiParameters(WEBAUTHN_AUTH, [r, numberToHex(lowS, { size: 32 }), BigInt(challengeIndex), BigInt(typeIndex), webauthn.authenticatorData, webauthn.clientDataJSON])
  return concat([x, y, auth])
}

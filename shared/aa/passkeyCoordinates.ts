import { BaseError, size, slice, type Hex } from 'viem'

/**
 * The x and y coordinates (32 bytes each) of a P-256 public key given as viem's WebAuthn
 * credentials carry it (x || y, 64 bytes) or uncompressed (0x04 || x || y, 65 bytes): the pair
 * the AirlockAccount stores a passkey owner as.
 *
 * @example
 * const { x, y } = passkeyCoordinates(credential.publicKey)
 */
export function passkeyCoordinates(publicKey: Hex): { x: Hex; y: Hex } {
  const bytes = size(publicKey)
  if (bytes !== 64 && !(bytes === 65 && publicKey.slice(2, 4) === '04')) throw new BaseError(`not an uncompressed P-256 public key (${bytes} bytes)`)
  return { x: slice(publicKey, bytes - 64, bytes - 32), y: slice(publicKey, bytes - 32) }
}

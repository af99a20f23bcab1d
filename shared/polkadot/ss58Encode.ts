import { blake2b } from '@noble/hashes/blake2.js'
import { base58 } from '../solana/base58'

const PREFIX = new TextEncoder().encode('SS58PRE')

/**
 * The SS58 text form of a 32-byte Substrate account id: base58 of the network prefix (0 for
 * Polkadot, 2 Kusama, 42 generic), the key and the first two bytes of blake2b-512 over
 * `SS58PRE`, prefix and key. Written here over the project's base58 and noble's blake2b so the
 * modal's Polkadot code does not pull `@polkadot/util-crypto` (and its wasm) for an address;
 * `ss58Encode.test.ts` checks it against `@polkadot/util-crypto`'s `encodeAddress`.
 *
 * @example
 * ss58Encode(publicKey, 0) // '15tjC7iAQk5ptdHr9Gvm2JHp8UVbjjUty998YXEYJd2CBDX8'
 */
export function ss58Encode(publicKey: Uint8Array, prefix: number): string {
  if (publicKey.length !== 32) throw new RangeError('An SS58 account id is 32 bytes')
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 16383) throw new RangeError('An SS58 prefix is 0 to 16383')
  // Prefixes under 64 take one byte; larger ones the two-byte form of the SS58 spec.
  const head = prefix < 64 ? Uint8Array.of(prefix) : Uint8Array.of(((prefix & 0xfc) >> 2) | 0x40, (prefix >> 8) | ((prefix & 0x03) << 6))
  const body = new Uint8Array([...head, ...publicKey])
  const checksum = blake2b(new Uint8Array([...PREFIX, ...body]), { dkLen: 64 }).subarray(0, 2)
  return base58.encode(new Uint8Array([...body, ...checksum]))
}

import { blake2b } from '@noble/hashes/blake2.js'
import { base58 } from '../solana/base58'

const PREFIX = new TextEncoder().encode('SS58PRE')

/**
 * Reads an SS58 address back into its network prefix and 32-byte account id, checking the
 * blake2b checksum, the inverse of `ss58Encode`. Returns null for anything that is not a valid
 * SS58 address of a 32-byte key (bad characters, length, checksum), so a caller never signs for
 * or verifies against a mistyped address.
 *
 * @example
 * ss58Decode('15tjC7iAQk5ptdHr9Gvm2JHp8UVbjjUty998YXEYJd2CBDX8') // { prefix: 0, publicKey: Uint8Array(32) }
 */
export function ss58Decode(address: unknown): { prefix: number; publicKey: Uint8Array } | null {
  if (typeof address !== 'string' || address.length < 46 || address.length > 50) return null
  let bytes: Uint8Array
  try {
    bytes = base58.decode(address)
  } catch {
    return null
  }
  const headLength = bytes[0]! & 0x40 ? 2 : 1
  if (bytes.length !== headLength + 32 + 2) return null
  const body = bytes.subarray(0, headLength + 32)
  const checksum = blake2b(new Uint8Array([...PREFIX, ...body]), { dkLen: 64 })
  if (checksum[0] !== bytes[headLength + 32] || checksum[1] !== bytes[headLength + 33]) return null
  const prefix = headLength === 1 ? bytes[0]! : ((bytes[0]! & 0x3f) << 2) | (bytes[1]! >> 6) | ((bytes[1]! & 0x3f) << 8)
  return { prefix, publicKey: bytes.slice(headLength, headLength + 32) }
}

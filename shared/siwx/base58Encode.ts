import { ALPHABET } from './internal/base58Alphabet'

/**
 * Bytes to Bitcoin-alphabet base58 (how Solana writes keys and signatures), the inverse of
 * base58Decode; leading zero bytes become leading '1's.
 *
 * @example
 * base58Encode(Uint8Array.of(0x61)) // '2g'
 */
export function base58Encode(bytes: Uint8Array): string {
  let n = 0n
  for (const b of bytes) n = (n << 8n) | BigInt(b)
  let out = ''
  while (n > 0n) {
    out = ALPHABET[Number(n % 58n)] + out
    n /= 58n
  }
  let zeros = 0
  while (zeros < bytes.length && bytes[zeros] === 0) zeros++
  return '1'.repeat(zeros) + out
}

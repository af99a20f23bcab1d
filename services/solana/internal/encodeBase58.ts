const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'

/**
 * Encodes bytes as base58 (Bitcoin alphabet, as Solana writes signatures, hashes and instruction
 * data); the inverse of `decodeBase58` in services/relay/internal/decodeDidKey.ts.
 *
 * @example
 * encodeBase58(Uint8Array.from([1, 0])) // '5R'
 */
export function encodeBase58(bytes: Uint8Array): string {
  let value = 0n
  for (const byte of bytes) value = (value << 8n) | BigInt(byte)
  let text = ''
  while (value > 0n) {
    text = ALPHABET[Number(value % 58n)]! + text
    value /= 58n
  }
  // Each leading zero byte is written as one '1'.
  for (const byte of bytes) {
    if (byte !== 0) break
    text = '1' + text
  }
  return text
}

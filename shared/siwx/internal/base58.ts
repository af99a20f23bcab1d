const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((c, i) => [c, BigInt(i)]))

/**
 * Bitcoin-alphabet base58 (Solana keys and signatures) to bytes; undefined for a character
 * outside the alphabet. Leading '1's are leading zero bytes.
 */
export function base58Decode(text: string): Uint8Array | undefined {
  let n = 0n
  for (const c of text) {
    const v = INDEX.get(c)
    if (v === undefined) return undefined
    n = n * 58n + v
  }
  const bytes: number[] = []
  while (n > 0n) {
    bytes.unshift(Number(n & 0xffn))
    n >>= 8n
  }
  const zeros = /^1*/.exec(text)![0].length
  return Uint8Array.from([...new Array<number>(zeros).fill(0), ...bytes])
}

/** Bytes to Bitcoin-alphabet base58, the inverse of base58Decode. */
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

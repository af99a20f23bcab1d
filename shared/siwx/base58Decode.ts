import { ALPHABET } from './internal/base58Alphabet'

const INDEX = new Map([...ALPHABET].map((c, i) => [c, BigInt(i)]))

/**
 * Bitcoin-alphabet base58 (Solana keys and signatures) to bytes; undefined for a character
 * outside the alphabet. Leading '1's are leading zero bytes.
 *
 * @example
 * base58Decode('2g') // Uint8Array [0x61]
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


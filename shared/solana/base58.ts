const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz'
const INDEX = new Map([...ALPHABET].map((c, i) => [c, i]))

/**
 * Base58 (Bitcoin alphabet), the text form of Solana addresses, signatures and wallet messages,
 * and of did:key identifiers; the project's one base58 codec (host SDK, modal, SIWX, the local
 * Solana chain and the relay all use it). Written out here because both the host SDK's Solana
 * chunk and the modal need it and neither may pull a codec package into a budgeted bundle.
 * Leading zero bytes become leading '1's.
 *
 * @example
 * base58.encode(new Uint8Array([0, 1])) // '12'
 * base58.decode('12') // Uint8Array [0, 1]
 */
export const base58 = {
  encode(bytes: Uint8Array): string {
    let zeros = 0
    while (zeros < bytes.length && bytes[zeros] === 0) zeros++
    // Base-58 digits, least significant first, grown as the bytes are folded in.
    const digits: number[] = []
    for (let i = zeros; i < bytes.length; i++) {
      let carry = bytes[i]!
      for (let j = 0; j < digits.length; j++) {
        carry += digits[j]! << 8
        digits[j] = carry % 58
        carry = (carry / 58) | 0
      }
      while (carry > 0) {
        digits.push(carry % 58)
        carry = (carry / 58) | 0
      }
    }
    let out = '1'.repeat(zeros)
    for (let i = digits.length - 1; i >= 0; i--) out += ALPHABET[digits[i]!]
    return out
  },
  /** Throws a SyntaxError on a character outside the alphabet. */
  decode(text: string): Uint8Array {
    let zeros = 0
    while (zeros < text.length && text[zeros] === '1') zeros++
    const bytes: number[] = []
    for (let i = zeros; i < text.length; i++) {
      let carry = INDEX.get(text[i]!)
      if (carry === undefined) throw new SyntaxError(`Not base58: ${JSON.stringify(text[i])}`)
      for (let j = 0; j < bytes.length; j++) {
        carry += bytes[j]! * 58
        bytes[j] = carry & 0xff
        carry >>= 8
      }
      while (carry > 0) {
        bytes.push(carry & 0xff)
        carry >>= 8
      }
    }
    const out = new Uint8Array(zeros + bytes.length)
    for (let i = 0; i < bytes.length; i++) out[out.length - 1 - i] = bytes[i]!
    return out
  },
}

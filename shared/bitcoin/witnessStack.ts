function writeSize(n: number, out: number[]): void {
  if (n < 0xfd) out.push(n)
  else if (n <= 0xffff) out.push(0xfd, n & 0xff, n >> 8)
  else out.push(0xfe, n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, (n >>> 24) & 0xff)
}

function readSize(bytes: Uint8Array, at: { pos: number }): number {
  const first = bytes[at.pos++]
  if (first === undefined) throw new Error('Witness ends early')
  if (first < 0xfd) return first
  const width = first === 0xfd ? 2 : first === 0xfe ? 4 : 8
  if (width === 8 || at.pos + width > bytes.length) throw new Error('Witness size out of range')
  let n = 0
  for (let i = width - 1; i >= 0; i--) n = n * 256 + bytes[at.pos + i]!
  at.pos += width
  return n
}

/**
 * A witness stack in Bitcoin's serialization (a CompactSize count, then each item as
 * CompactSize length + bytes): the form of a BIP-322 simple proof before base64. `decode`
 * refuses trailing or missing bytes.
 *
 * @example
 * witnessStack.decode(witnessStack.encode([signature, publicKey])) // [signature, publicKey]
 */
export const witnessStack = {
  encode(items: readonly Uint8Array[]): Uint8Array {
    const out: number[] = []
    writeSize(items.length, out)
    for (const item of items) {
      writeSize(item.length, out)
      out.push(...item)
    }
    return Uint8Array.from(out)
  },
  decode(bytes: Uint8Array): Uint8Array[] {
    const at = { pos: 0 }
    const count = readSize(bytes, at)
    const items: Uint8Array[] = []
    for (let i = 0; i < count; i++) {
      const length = readSize(bytes, at)
      if (at.pos + length > bytes.length) throw new Error('Witness item ends early')
      items.push(bytes.slice(at.pos, at.pos + length))
      at.pos += length
    }
    if (at.pos !== bytes.length) throw new Error('Bytes after the witness')
    return items
  },
}

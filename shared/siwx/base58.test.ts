import { describe, expect, it } from 'vitest'
import { base58Decode } from './base58Decode'
import { base58Encode } from './base58Encode'

describe('base58', () => {
  it('round-trips bytes, leading zero bytes as leading 1s', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255, 128, 7])
    const text = base58Encode(bytes)
    expect(text.startsWith('11')).toBe(true)
    expect(base58Decode(text)).toEqual(bytes)
    expect(base58Encode(Uint8Array.from([0x61]))).toBe('2g')
  })
  it('refuses characters outside the alphabet (0, O, I, l)', () => {
    expect(base58Decode('0OIl')).toBeUndefined()
  })
})

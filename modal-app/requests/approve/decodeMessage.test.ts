import { describe, expect, it } from 'vitest'
import { isHex } from 'viem'
import { decodeMessage } from './decodeMessage'

describe('decodeMessage', () => {
  it('reads lowercase-0x hex as UTF-8 text, and shows binary as its hex', () => {
    expect(decodeMessage('0x48656c6c6f')).toBe('Hello')
    expect(decodeMessage('0x48656C6C6F')).toBe('Hello')
    expect(decodeMessage('0xff00')).toBe('0xff00')
  })

  it('attacker: "0X…" is text to the signers (viem isHex), so it is shown as the literal text signed', () => {
    expect(isHex('0X48656c6c6f')).toBe(false)
    expect(decodeMessage('0X48656c6c6f')).toBe('0X48656c6c6f')
  })
})

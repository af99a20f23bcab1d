import { describe, expect, it } from 'vitest'
import { quantityField } from './quantityField'

describe('quantityField', () => {
  it('reads a hex or safe-integer field, leaves an absent one undefined, and refuses a set but unreadable one with -32602', () => {
    expect(quantityField({ value: '0x10' }, 'value')).toBe(16n)
    expect(quantityField({ value: 7 }, 'value')).toBe(7n)
    expect(quantityField({}, 'value')).toBeUndefined()
    expect(quantityField({ nonce: null }, 'nonce')).toBeUndefined()
    for (const odd of ['1000', 1.5, -1, 'seven', {}]) expect(() => quantityField({ value: odd }, 'value')).toThrow(expect.objectContaining({ code: -32602 }))
  })
})

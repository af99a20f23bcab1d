import { describe, expect, it } from 'vitest'
import { quantityOf } from './quantityOf'

describe('quantityOf', () => {
  it('reads hex strings and non-negative safe integers; anything else is undefined, never 0', () => {
    expect(quantityOf('0x5208')).toBe(21_000n)
    expect(quantityOf(21_000)).toBe(21_000n)
    for (const bad of ['21000', '0x', '0xzz', -1, 1.5, 2 ** 60, null, undefined, {}]) expect(quantityOf(bad), String(bad)).toBeUndefined()
  })
})

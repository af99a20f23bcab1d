import { describe, expect, it } from 'vitest'
import { toBaseUnits } from './toBaseUnits'

describe('toBaseUnits', () => {
  it('converts exactly, up to the token decimals', () => {
    expect(toBaseUnits('1.5', 6)).toBe(1_500_000n)
    expect(toBaseUnits(' 0.000000001 ', 9)).toBe(1n)
    expect(toBaseUnits('1000', 9)).toBe(1_000_000_000_000n)
  })
  it('refuses text, signs, exponents and too many decimals', () => {
    for (const bad of ['abc', '-1', '1e3', '1.', '.5', '0.0000001']) expect(toBaseUnits(bad, 6), bad).toBeUndefined()
  })
})

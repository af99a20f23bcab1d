import { describe, expect, it } from 'vitest'
import { fromBaseUnits, typedToBaseUnits } from './swapAmounts'

describe('swap amounts', () => {
  it('reads typed decimals into base units and refuses what is not an amount', () => {
    expect(typedToBaseUnits('1.5', 6)).toBe(1_500_000n)
    expect(typedToBaseUnits('.25', 18)).toBe(25n * 10n ** 16n)
    expect(typedToBaseUnits('3.', 6)).toBe(3_000_000n)
    for (const bad of ['', '0', '0.000', '-1', '1e3', '1.2.3', 'abc', '1.0000001']) expect(typedToBaseUnits(bad, 6), bad).toBeUndefined()
  })

  it('writes base units back short, without exponents', () => {
    expect(fromBaseUnits(2_990_123_456n, 6)).toBe('2990.123456')
    expect(fromBaseUnits(1_234_567_890_123_456_789n, 18)).toBe('1.234567')
    expect(fromBaseUnits(10n ** 18n, 18)).toBe('1')
    expect(fromBaseUnits(1n, 18)).toBe('0')
    expect(fromBaseUnits(1n, 18, 18)).toBe('0.000000000000000001')
  })
})

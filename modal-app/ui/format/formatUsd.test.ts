import { describe, expect, it } from 'vitest'
import { formatUsd, totalValue } from './formatUsd'

describe('formatUsd (2 decimals, en-US)', () => {
  it('formats with grouping and 2 decimals', () => {
    expect(formatUsd(30000)).toBe('$30,000.00')
    expect(formatUsd(0.005)).toBe('$0.01')
    expect(formatUsd(1234.5)).toBe('$1,234.50')
  })
  it('reads missing values as zero', () => {
    expect(formatUsd(undefined)).toBe('$0.00')
    expect(formatUsd(Number.NaN)).toBe('$0.00')
  })
  it('sums token values', () => {
    expect(totalValue([{ value: 30000 }, { value: 1000000 }, {}])).toBe(1030000)
  })
})

import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance'

describe('formatBalance', () => {
  it('shows wei as ETH with 4 decimals', () => {
    expect(formatBalance('0x21e19e0c9bab2400000')).toBe('10,000.0000')
    expect(formatBalance('0x0')).toBe('0.0000')
    expect(formatBalance(1_000_000_000_000_000n)).toBe('0.0010')
  })

  it('truncates instead of rounding up', () => {
    expect(formatBalance(999_999_999_999_999_999n)).toBe('0.9999')
  })

  it('separates thousands, however large the whole part', () => {
    expect(formatBalance(999n * 10n ** 18n)).toBe('999.0000')
    expect(formatBalance(1_000_000n * 10n ** 6n, 6, 2)).toBe('1,000,000.00')
    expect(formatBalance(12_345_678_901_234_567_890n * 10n ** 18n)).toBe('12,345,678,901,234,567,890.0000')
    expect(formatBalance(-1_234_500_000n, 6, 2)).toBe('-1,234.50')
  })

  it('handles other decimals and places', () => {
    expect(formatBalance('0x1e8480', 6, 2)).toBe('2.00')
    expect(formatBalance(5n, 0, 0)).toBe('5')
    expect(formatBalance(-1_500_000n, 6, 2)).toBe('-1.50')
  })
})

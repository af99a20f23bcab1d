import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance'

describe('formatBalance', () => {
  it('keeps 3 decimals, truncated, and separates thousands', () => {
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('9999.9986')).toBe('9,999.998')
    expect(formatBalance('1001234.5')).toBe('1,001,234.5')
    expect(formatBalance('10000')).toBe('10,000')
    expect(formatBalance('999.1')).toBe('999.1')
    expect(formatBalance('-1234.5')).toBe('-1,234.5')
  })
  it('reads 0.00 for nothing, zero or a malformed balance', () => {
    expect(formatBalance(undefined)).toBe('0.00')
    expect(formatBalance('0.0000001')).toBe('0.00')
    expect(formatBalance('abc')).toBe('0.00')
  })
})

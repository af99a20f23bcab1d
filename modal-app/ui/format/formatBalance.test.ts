import { afterEach, describe, expect, it } from 'vitest'
import { activeLocale } from '../i18n/activeLocale'
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
  describe("in the visitor's language", () => {
    afterEach(() => void (activeLocale.tag = 'en'))
    it('groups and marks decimals as the language does', () => {
      activeLocale.tag = 'de'
      expect(formatBalance('9999.9986')).toBe('9.999,998')
      expect(formatBalance(undefined)).toBe('0,00')
      activeLocale.tag = 'hi'
      expect(formatBalance('1001234.5')).toBe('10,01,234.5')
    })
    it('keeps every digit of a balance too large for a float', () => {
      activeLocale.tag = 'de'
      expect(formatBalance('123456789012345678901234567890.987')).toBe('123.456.789.012.345.678.901.234.567.890,987')
      activeLocale.tag = 'en'
      expect(formatBalance('123456789012345678901234567890.987')).toBe('123,456,789,012,345,678,901,234,567,890.987')
    })
  })
})

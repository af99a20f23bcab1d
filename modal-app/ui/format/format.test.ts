import { describe, expect, it } from 'vitest'
import { formatBalance } from './formatBalance'
import { identiconColors } from './identiconColors'
import { truncateAddress } from '../../../shared/format/truncateAddress'

describe('truncateAddress (first 4, last 6)', () => {
  it('keeps 4 and 6 characters', () => {
    expect(truncateAddress('0x71C7656EC7ab88b098defB751B7401B5f6d8976F')).toBe('0x71…d8976F')
  })
  it('leaves short strings alone', () => {
    expect(truncateAddress('0x12345678')).toBe('0x12345678')
  })
})

describe('formatBalance (3 decimals truncated, default 0.00)', () => {
  it('truncates rather than rounds', () => {
    expect(formatBalance('1.23999')).toBe('1.239')
    expect(formatBalance('10')).toBe('10')
    expect(formatBalance('2.500')).toBe('2.5')
  })
  it('shows 0.00 for none, zero and garbage', () => {
    expect(formatBalance(undefined)).toBe('0.00')
    expect(formatBalance('0.0001')).toBe('0.00')
    expect(formatBalance('abc')).toBe('0.00')
  })
})

describe('identiconColors', () => {
  it('is stable per address and differs between addresses', () => {
    expect(identiconColors('0xAbC')).toEqual(identiconColors('0xabc'))
    expect(identiconColors('0x1')).not.toEqual(identiconColors('0x2'))
  })
})

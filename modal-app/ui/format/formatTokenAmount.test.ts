import { describe, expect, it } from 'vitest'
import { formatTokenAmount } from './formatTokenAmount'
import { groupThousands } from './groupThousands'

describe('formatTokenAmount', () => {
  it('groups thousands and keeps every digit of the fraction unless told to cut', () => {
    expect(formatTokenAmount(1_473_200_000n, 6)).toBe('1,473.2')
    expect(formatTokenAmount(1_234_567_891_234_567n, 18)).toBe('0.001234567891234567')
    expect(formatTokenAmount(10_000n * 10n ** 18n, 18)).toBe('10,000')
  })

  it('cuts the fraction down, never up', () => {
    expect(formatTokenAmount(31_234_567_891_234_567n, 18, 6)).toBe('0.031234')
    expect(formatTokenAmount(1_999_999n, 6, 2)).toBe('1.99')
  })
})

describe('groupThousands', () => {
  it('groups the digits and leaves a minus in front', () => {
    expect(groupThousands('1234567')).toBe('1,234,567')
    expect(groupThousands('-1234')).toBe('-1,234')
    expect(groupThousands('999')).toBe('999')
  })
})

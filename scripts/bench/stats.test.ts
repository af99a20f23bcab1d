import { describe, expect, it } from 'vitest'
import { formatSpread, shiftEstimate, summarize } from './stats'

describe('summarize', () => {
  it('gives the median, the 99th percentile and the spread', () => {
    expect(summarize([3, 1, 2])).toEqual({ median: 2, p99: 3, spread: { p25: 1, p75: 3, min: 1, max: 3 } })
    expect(summarize([4, 1, 3, 2])).toEqual({ median: 3, p99: 4, spread: { p25: 2, p75: 4, min: 1, max: 4 } })
  })

  it('prints a spread as the middle half and the range', () => {
    expect(formatSpread(summarize([9, 1, 2, 4]).spread)).toBe('middle half 2–9, range 1–9')
  })
})

describe('shiftEstimate', () => {
  it('is the median of every pairwise difference, which an outlier on either side moves by a step, not by its size', () => {
    expect(shiftEstimate([11, 12, 13], [1, 2, 3])).toBe(10)
    expect(shiftEstimate([11, 12, 400], [1, 2, 3])).toBe(10)
    expect(shiftEstimate([11, 12, 13], [1, 2, -500])).toBe(11)
  })

  it('is negative when the first samples are the smaller, and averages the middle pair of an even count', () => {
    expect(shiftEstimate([1, 2], [4, 6])).toBe(-3.5)
  })
})

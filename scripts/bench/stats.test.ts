import { describe, expect, it } from 'vitest'
import { shiftEstimate, summarize } from './stats'

describe('summarize', () => {
  it('gives the median and the 99th percentile', () => {
    expect(summarize([3, 1, 2])).toEqual({ median: 2, p99: 3 })
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

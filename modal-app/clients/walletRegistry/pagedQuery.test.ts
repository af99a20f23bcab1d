import { describe, expect, it } from 'vitest'
import { pagedQuery } from './pagedQuery'

describe('pagedQuery', () => {
  it('asks 40 per page excluding recommended, excluded and featured ids', () => {
    expect(pagedQuery({ page: 3, recommended: ['r1', 'r2'], excluded: ['x'], featured: ['f'] })).toEqual({
      page: 3, entries: 40, exclude: ['r1', 'r2', 'x', 'f'],
    })
  })
  it('omits an empty exclude list', () => {
    expect(pagedQuery({ page: 1 })).toEqual({ page: 1, entries: 40 })
  })
  it('refuses a page below 1 or fractional', () => {
    expect(() => pagedQuery({ page: 0 })).toThrow(RangeError)
    expect(() => pagedQuery({ page: 1.5 })).toThrow(RangeError)
  })
})

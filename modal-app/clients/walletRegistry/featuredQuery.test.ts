import { describe, expect, it } from 'vitest'
import { featuredQuery } from './featuredQuery'

describe('featuredQuery', () => {
  it('asks page 1 for exactly the featured ids, entries = their number', () => {
    expect(featuredQuery(['b', 'a', 'c'])).toEqual({ page: 1, entries: 3, include: ['b', 'a', 'c'] })
  })
  it('falls back to 4 entries without ids', () => {
    expect(featuredQuery([])).toEqual({ page: 1, entries: 4, include: [] })
  })
  it('counts a repeated id once', () => {
    expect(featuredQuery(['a', 'a', 'b'])).toEqual({ page: 1, entries: 2, include: ['a', 'b'] })
  })
})

import { describe, expect, it } from 'vitest'
import { excludedResolutionQuery } from './excludedResolutionQuery'

describe('excludedResolutionQuery', () => {
  it('asks for exactly the excluded ids', () => {
    expect(excludedResolutionQuery(['a', 'b', 'a'])).toEqual({ page: 1, entries: 2, include: ['a', 'b'] })
  })
  it('refuses an empty list, which would not restrict the answer', () => {
    expect(() => excludedResolutionQuery([])).toThrow(RangeError)
  })
})

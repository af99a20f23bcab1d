import { describe, expect, it } from 'vitest'
import { recommendedQuery } from './recommendedQuery'

describe('recommendedQuery', () => {
  it('asks page 1, 4 entries, excluding excluded and featured ids', () => {
    expect(recommendedQuery({ excluded: ['x1', 'x2'], featured: ['f1'] })).toEqual({ page: 1, entries: 4, exclude: ['x1', 'x2', 'f1'] })
  })
  it('sends no exclude list when there is nothing to exclude', () => {
    expect(recommendedQuery()).toEqual({ page: 1, entries: 4 })
  })
  it('deduplicates and passes include and chains through', () => {
    expect(recommendedQuery({ excluded: ['a'], featured: ['a', 'b'], included: ['i'], chains: ['eip155:1'] })).toEqual({
      page: 1, entries: 4, exclude: ['a', 'b'], include: ['i'], chains: ['eip155:1'],
    })
  })
})

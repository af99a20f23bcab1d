import { describe, expect, it } from 'vitest'
import { searchQuery } from './searchQuery'

describe('searchQuery', () => {
  it('asks page 1, 100 entries, with the trimmed term', () => {
    expect(searchQuery('  Rain bow \n')).toEqual({ page: 1, entries: 100, search: 'Rain bow' })
  })
  it('keeps excluded ids out and passes include, chains and badge', () => {
    expect(searchQuery('meta', { excluded: ['x'], included: ['i'], chains: ['eip155:8453'], badgeType: 'certified' })).toEqual({
      page: 1, entries: 100, search: 'meta', exclude: ['x'], include: ['i'], chains: ['eip155:8453'], badge_type: 'certified',
    })
  })
})

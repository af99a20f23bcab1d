import { Constants } from '../../../shared/constants'
import { unique } from './internal/unique'
import type { WalletsQuery } from './types'

export interface SearchQueryInput {
  excluded?: readonly string[]
  included?: readonly string[]
  chains?: readonly string[]
  badgeType?: 'certified' | 'none'
}

/**
 * The search query (docs/calls.md#wallet-registry): page 1, 100 entries, the trimmed term; excluded ids stay out.
 *
 * @example
 * searchQuery('  rain ') // { page: 1, entries: 100, search: 'rain' }
 */
export function searchQuery(term: string, { excluded, included, chains, badgeType }: SearchQueryInput = {}): WalletsQuery {
  const query: WalletsQuery = { page: 1, entries: Constants.searchEntries, search: term.trim() }
  if (excluded?.length) query.exclude = unique(excluded)
  if (included?.length) query.include = unique(included)
  if (chains?.length) query.chains = unique(chains)
  if (badgeType) query.badge_type = badgeType
  return query
}

import { Constants } from '../../../shared/constants'
import type { WalletsQuery } from './types'

/**
 * The featured-wallets query (docs/calls.md#wallet-registry): page 1, as many entries as featured ids (fallback 4
 * when the list is empty), only those ids. Sort the answer with `sortByIds(data, featuredIds)`:
 * the service returns its own order.
 *
 * @example
 * featuredQuery(['c57c…', '4622…']) // { page: 1, entries: 2, include: ['c57c…', '4622…'] }
 */
export function featuredQuery(featuredIds: readonly string[]): WalletsQuery {
  const ids = [...new Set(featuredIds)]
  return { page: 1, entries: ids.length || Constants.featuredFallbackEntries, include: ids }
}

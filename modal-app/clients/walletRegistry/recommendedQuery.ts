import { Constants } from '../../../shared/constants'
import { unique } from './internal/unique'
import type { WalletsQuery } from './types'

export interface RecommendedQueryInput {
  /** The dapp's `excludeWalletIds`. */
  excluded?: readonly string[]
  /** The dapp's `featuredWalletIds` (already shown above the recommended ones). */
  featured?: readonly string[]
  /** The dapp's `includeWalletIds`, when it restricts the catalog. */
  included?: readonly string[]
  /** CAIP-2 networks of the modal, when the list is restricted to them. */
  chains?: readonly string[]
}

/**
 * The recommended-wallets query (docs/calls.md#wallet-registry): page 1, 4 entries, excluding the excluded and the
 * featured ids.
 *
 * @example
 * recommendedQuery({ excluded: ['x'], featured: ['f'] }) // { page: 1, entries: 4, exclude: ['x', 'f'] }
 */
export function recommendedQuery({ excluded, featured, included, chains }: RecommendedQueryInput = {}): WalletsQuery {
  const query: WalletsQuery = { page: 1, entries: Constants.recommendedEntries }
  const exclude = unique(excluded, featured)
  if (exclude.length) query.exclude = exclude
  if (included?.length) query.include = unique(included)
  if (chains?.length) query.chains = unique(chains)
  return query
}

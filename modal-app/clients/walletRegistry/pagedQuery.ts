import { Constants } from '../../../shared/constants'
import { unique } from './internal/unique'
import type { WalletsQuery } from './types'

export interface PagedQueryInput {
  /** 1-based page of the All wallets list. */
  page: number
  excluded?: readonly string[]
  featured?: readonly string[]
  /** Ids of the recommended wallets already shown. */
  recommended?: readonly string[]
  included?: readonly string[]
  chains?: readonly string[]
}

/**
 * One page of the All wallets list (docs/calls.md#wallet-registry): 40 per page, excluding the recommended,
 * excluded and featured ids (they are shown elsewhere or not at all).
 *
 * @example
 * pagedQuery({ page: 2, recommended: ['r'], excluded: ['x'], featured: ['f'] })
 * // { page: 2, entries: 40, exclude: ['r', 'x', 'f'] }
 */
export function pagedQuery({ page, excluded, featured, recommended, included, chains }: PagedQueryInput): WalletsQuery {
  if (!Number.isInteger(page) || page < 1) throw new RangeError(`page must be a positive integer, got ${page}`)
  const query: WalletsQuery = { page, entries: Constants.walletsPerPage }
  const exclude = unique(recommended, excluded, featured)
  if (exclude.length) query.exclude = exclude
  if (included?.length) query.include = unique(included)
  if (chains?.length) query.chains = unique(chains)
  return query
}

import type { WalletsQuery } from './parseWalletsQuery'
import type { GetWalletsResponse, RegistryWallet } from './types'

/**
 * Applies a `GET /getWallets` query to the catalog: `include` keeps only the listed ids,
 * `exclude` drops the listed ids, `chains` keeps wallets supporting at least one of the CAIP-2
 * networks, `search` matches the name case-insensitively, `badge_type` matches the badge.
 * `count` is the total after filters; `data` is the requested page in catalog order.
 *
 * @example
 * filterWallets(wallets, { page: 1, entries: 4, exclude: ['c57c…'], chains: null, include: null, search: null, badgeType: null })
 * // { data: [4 wallets], count: 319 }
 */
export function filterWallets(wallets: readonly RegistryWallet[], query: WalletsQuery): GetWalletsResponse {
  const include = query.include ? new Set(query.include) : null
  const exclude = query.exclude ? new Set(query.exclude) : null
  const chains = query.chains ? new Set(query.chains) : null
  const term = query.search?.toLowerCase() ?? null
  const matching = wallets.filter(
    (w) =>
      (!include || include.has(w.id)) &&
      (!exclude || !exclude.has(w.id)) &&
      (!chains || w.chains.some((c) => chains.has(c))) &&
      (!term || w.name.toLowerCase().includes(term)) &&
      (!query.badgeType || w.badge_type === query.badgeType),
  )
  const start = (query.page - 1) * query.entries
  return { data: matching.slice(start, start + query.entries), count: matching.length }
}

import type { WalletsQuery } from './types'

/**
 * The query that resolves the dapp's excluded ids to wallets (docs/calls.md#wallet-registry), to learn their rdns
 * and names so matching announced and injected connectors can be hidden too. Call it only
 * when there are excluded ids: an empty list would not restrict the answer, so it throws.
 *
 * @example
 * excludedResolutionQuery(['a', 'b']) // { page: 1, entries: 2, include: ['a', 'b'] }
 */
export function excludedResolutionQuery(ids: readonly string[]): WalletsQuery {
  const include = [...new Set(ids)].filter(Boolean)
  if (include.length === 0) throw new RangeError('excludedResolutionQuery needs at least one id')
  return { page: 1, entries: include.length, include }
}

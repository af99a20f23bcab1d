import { Constants } from '../../../shared/constants'
import type { RegistryCallParams, WalletsQuery } from './types'

/**
 * The query string of a wallet-service call: projectId, st and sv (defaults from `Constants`)
 * on every call, then the `getWallets` fields with lists comma-joined and empty ones left out.
 *
 * @example
 * registrySearchParams({ projectId: 'airlock-demo' }, { page: 1, entries: 4, exclude: ['a', 'b'] }).toString()
 * // 'projectId=airlock-demo&st=appkit&sv=html-wagmi-4.2.2&page=1&entries=4&exclude=a%2Cb'
 */
export function registrySearchParams(call: RegistryCallParams, query?: WalletsQuery): URLSearchParams {
  const params = new URLSearchParams({
    projectId: call.projectId,
    st: call.st ?? Constants.sdkType,
    sv: call.sv ?? Constants.sdkVersion,
  })
  if (!query) return params
  params.set('page', String(query.page))
  params.set('entries', String(query.entries))
  for (const key of ['chains', 'include', 'exclude'] as const) {
    const list = query[key]
    if (list?.length) params.set(key, list.join(','))
  }
  if (query.search) params.set('search', query.search)
  if (query.badge_type) params.set('badge_type', query.badge_type)
  return params
}

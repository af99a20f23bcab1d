import { Constants } from '../../../../../shared/constants'
import type { AppThunk } from '../../../../store/appThunk'
import type { RootState } from '../../../../store/RootState'
import {
  excludedResolutionQuery,
  featuredQuery,
  fetchWallets,
  pagedQuery,
  preloadImage,
  recommendedQuery,
  searchQuery,
  sortByIds,
  walletImageUrl,
  type RegistryCallParams,
} from '../../../../clients/walletRegistry'
import type { WalletListing } from './walletCatalogSlice'
import { excludedWalletsResolved, featuredReceived, recommendedReceived, searchResultsReceived, walletsPageReceived } from './walletCatalogSlice'

function context(state: RootState) {
  const o = state.options.value
  const call: RegistryCallParams = { projectId: o.projectId }
  return {
    base: o.services.registryUrl,
    call,
    excluded: o.excludeWalletIds ?? [],
    featured: o.featuredWalletIds ?? [],
    included: o.includeWalletIds ?? [],
    chains: o.networks.map((n) => n.caipNetworkId),
  }
}

/**
 * Warms the browser cache for the first 20 wallets' images (docs/constants.md#wallet-catalog), each given up after 2 s;
 * failures are ignored (docs/texts.md#other).
 *
 * @example
 * prefetchWalletImages(base, call, wallets)
 */
export function prefetchWalletImages(base: string, call: RegistryCallParams, wallets: readonly WalletListing[]): Promise<boolean[]> {
  const ids = wallets.map((w) => w.image_id).filter((id): id is string => !!id).slice(0, Constants.prefetchedImages)
  return Promise.all(ids.map((id) => preloadImage(walletImageUrl(base, id, call), Constants.imagePreloadTimeoutMs)))
}

/**
 * Fills the wallet catalog from the wallet service with the rules (docs/calls.md#wallet-registry): the featured ids in the
 * dapp's order; the excluded ids resolved to their rdns and names (so matching connectors hide
 * too); the recommended four (excluding excluded and featured; a failure is swallowed); then the
 * first page of the All wallets list (40, excluding recommended, excluded and featured) and its
 * first 20 images prefetched. `includeWalletIds` restricts every list; the configured networks
 * filter by chain.
 *
 * @example
 * await store.dispatch(loadWalletCatalog())
 */
export function loadWalletCatalog(): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const { base, call, excluded, featured, included, chains } = context(getState())
    const featuredCall = featured.length
      ? fetchWallets(base, { ...featuredQuery(featured), chains }, call).then(({ data }) => dispatch(featuredReceived(sortByIds(data, featured))))
      : Promise.resolve()
    const excludedCall = excluded.length
      ? fetchWallets(base, excludedResolutionQuery(excluded), call).then(({ data }) =>
          dispatch(excludedWalletsResolved(data.map((w) => ({ rdns: w.rdns ?? '', name: w.name })))),
        )
      : Promise.resolve()
    let recommended: WalletListing[] = []
    try {
      recommended = (await fetchWallets(base, recommendedQuery({ excluded, featured, included, chains }), call)).data
      dispatch(recommendedReceived(recommended))
    } catch {
      // docs/texts.md#other: a failed recommended-wallet fetch is swallowed.
    }
    await Promise.allSettled([featuredCall, excludedCall, dispatch(loadWalletsPage(1, recommended.map((w) => w.id)))])
  }
}

/**
 * Loads one page of the All wallets list (40 per page) and appends it; page 1 also prefetches the
 * first 20 images. Errors leave the list as it was.
 *
 * @example
 * await store.dispatch(loadWalletsPage(2))
 */
export function loadWalletsPage(page: number, recommendedIds?: readonly string[]): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const state = getState()
    const { base, call, excluded, featured, included, chains } = context(state)
    const recommended = recommendedIds ?? state.walletCatalog.recommended.map((w) => w.id)
    try {
      const { data, count } = await fetchWallets(base, pagedQuery({ page, excluded, featured, recommended, included, chains }), call)
      dispatch(walletsPageReceived({ wallets: data, count, page }))
      if (page === 1) void prefetchWalletImages(base, call, data)
    } catch {
      // The grid keeps what it has; scrolling again retries.
    }
  }
}

/**
 * Searches the catalog (100 entries, trimmed term, excluded ids left out) and stores the answer
 * for that term; an empty term does nothing.
 *
 * @example
 * await store.dispatch(searchWalletCatalog('rain'))
 */
export function searchWalletCatalog(term: string, signal?: AbortSignal): AppThunk<Promise<void>> {
  return async (dispatch, getState) => {
    const trimmed = term.trim()
    if (!trimmed) return
    const { base, call, excluded, included, chains } = context(getState())
    try {
      const { data } = await fetchWallets(base, searchQuery(trimmed, { excluded, included, chains }), call, { signal })
      dispatch(searchResultsReceived({ term: trimmed, wallets: data }))
      void prefetchWalletImages(base, call, data)
    } catch {
      // A failed or superseded search leaves the previous results.
    }
  }
}

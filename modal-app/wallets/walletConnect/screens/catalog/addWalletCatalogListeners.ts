import type { AppStartListening } from '../../../../store/listenerMiddleware'
import { optionsReceived } from '../../../../state/options/optionsSlice'
import { loadWalletCatalog, loadWalletsPage, searchWalletCatalog } from './catalogThunks'
import { walletsPageRequested } from './walletCatalogActions'
import { searchTermChanged } from './walletCatalogSlice'

/**
 * Catalog effects: the options arriving load featured, excluded, recommended and the first page;
 * a settled search term (the view waits 300 ms) searches, a newer term aborting the older call;
 * a page request loads the next page unless one is loading or the list is complete.
 *
 * @example
 * addWalletCatalogListeners(listenerMiddleware.startListening)
 */
export function addWalletCatalogListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: optionsReceived,
    effect: async (_action, api) => {
      const { enableWallets, services } = api.getState().options.value
      if (enableWallets === false || !services.registryUrl) return
      await api.dispatch(loadWalletCatalog())
    },
  })

  startListening({
    actionCreator: searchTermChanged,
    effect: async (action, api) => {
      api.cancelActiveListeners()
      if (!action.payload.trim()) return
      await api.dispatch(searchWalletCatalog(action.payload, api.signal))
    },
  })

  let loading = false
  startListening({
    actionCreator: walletsPageRequested,
    effect: async (_action, api) => {
      const { wallets, count, page } = api.getState().walletCatalog
      if (loading || page < 1 || wallets.length >= count) return
      loading = true
      try {
        await api.dispatch(loadWalletsPage(page + 1))
      } finally {
        loading = false
      }
    },
  })
}

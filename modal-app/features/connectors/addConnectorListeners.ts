import type { AppStartListening } from '../../app/listenerMiddleware'
import { excludedResolutionQuery, fetchWallets } from '../../services/walletRegistry'
import { optionsReceived } from '../options/optionsSlice'
import { excludedWalletsResolved } from '../walletCatalog/walletCatalogSlice'

/**
 * `excludeWalletIds` are registry ids; the §5 rule hides connectors by rdns or name, so the ids
 * are resolved once through the wallet registry (§7 "Excluded resolution"). A failed lookup
 * leaves the list as it is.
 *
 * @example
 * addConnectorListeners(listenerMiddleware.startListening)
 */
export function addConnectorListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: optionsReceived,
    effect: async (action, api) => {
      const ids = (action.payload.excludeWalletIds ?? []).filter((id) => typeof id === 'string' && id.length > 0)
      if (ids.length === 0) return
      const { services, projectId } = api.getState().options.value
      try {
        const { data } = await fetchWallets(services.registryUrl, excludedResolutionQuery(ids), { projectId })
        api.dispatch(excludedWalletsResolved(data.map((w) => ({ rdns: w.rdns ?? '', name: w.name }))))
      } catch {
        // The registry is down: nothing to hide by rdns; the list stays usable.
      }
    },
  })
}

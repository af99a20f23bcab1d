import type { AppExtra, AppThunk } from '../store/appThunk'
import type { AppStore } from '../store/storeTypes'
import type { ConnectorHub } from './Connector'

// Keyed by the store's per-store extra object: listeners receive it as `api.extra`, so feature
// effects reach the live connectors of their own store without putting them in the state.
const hubs = new WeakMap<AppExtra, ConnectorHub>()

/**
 * Makes `hub` reachable from this store's listeners (`hubFrom(api.extra)`).
 *
 * @example
 * bindHub(store, hub)
 */
export function bindHub(store: AppStore, hub: ConnectorHub): void {
  const extra = store.dispatch(((_dispatch, _getState, extra) => extra) as AppThunk<AppExtra>)
  hubs.set(extra, hub)
}

/**
 * The hub bound to a store, from a listener's `api.extra`; undefined before the handshake.
 *
 * @example
 * const hub = hubFrom(api.extra)
 */
export function hubFrom(extra: AppExtra): ConnectorHub | undefined {
  return hubs.get(extra)
}

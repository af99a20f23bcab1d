import type { RemoteApi } from '../../../shared/bridge/channel'
import type { HostApi } from '../../../shared/protocol/api'
import type { AppStore } from '../../store/storeTypes'
import type { ConnectorHub } from '../../wallets/Connector'
import { createConnectorHub } from '../../wallets/createConnectorHub'
import type { LastConnection } from '../../wallets/lastConnection'
import { METHOD_FACTS } from '../methods'
import { createRpcRouter } from '../router/createRpcRouter'
import { createStoreRpcDeps, type StoreRpcDeps } from './createStoreRpcDeps'

/** What the bridge serves the host through once the connectors exist. */
export interface ServedConnectors {
  hub: ConnectorHub
  deps: StoreRpcDeps
  route: ReturnType<typeof createRpcRouter>
}

/**
 * The connectors (which restore their stored sessions as they are made, starting from this page's
 * `remembered` connection when the handshake brought one), the RPC router over them, and the
 * host page's wallets handed to them: what the bridge serves the host through.
 *
 * @example
 * const { route } = serveConnectors(store, host)
 * await route({ method: 'eth_accounts' })
 */
export function serveConnectors(store: AppStore, host: RemoteApi<HostApi>, remembered?: LastConnection): ServedConnectors {
  const hub = createConnectorHub(store, host, METHOD_FACTS, undefined, remembered)
  const deps = createStoreRpcDeps(store, hub.registry, hub)
  const route = createRpcRouter(deps)
  void host.listWallets().then((wallets) => hub.walletsChanged(wallets), () => undefined)
  return { hub, deps, route }
}

import type { RemoteApi } from '../../shared/bridge/channel'
import type { HostApi, HostWalletInfo } from '../../shared/protocol/api'
import type { AppStore } from '../app/makeStore'
import { createConnectorRegistry, type ConnectorRegistry } from './connectorRegistry'

/**
 * Everything a connector needs from the modal: the store, the host API (wallets in the host
 * page, openUrl for deep links) and the registry of live clients by namespace.
 */
export interface ConnectorContext {
  store: AppStore
  host: RemoteApi<HostApi>
  registry: ConnectorRegistry
}

/** What the bridge forwards to the connectors; each connector kind adds its handling here. */
export interface ConnectorHub extends ConnectorContext {
  walletsChanged(wallets: HostWalletInfo[]): void
  walletEvent(uuid: string, event: string, data: unknown): void
  switchChain(chainId: number): Promise<null>
}

/**
 * Builds the hub the bridge talks to. Host wallets and their events are routed to the injected
 * connector; chain switching to the network feature.
 *
 * @example
 * const hub = createConnectorHub(store, host)
 * hub.walletsChanged(await host.listWallets())
 */
export function createConnectorHub(store: AppStore, host: RemoteApi<HostApi>): ConnectorHub {
  const registry = createConnectorRegistry()
  return {
    store,
    host,
    registry,
    walletsChanged() {},
    walletEvent() {},
    async switchChain() {
      throw new Error('Network switching needs a connected wallet')
    },
  }
}

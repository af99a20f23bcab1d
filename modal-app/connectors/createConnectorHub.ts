import type { RemoteApi } from '../../shared/bridge/channel'
import type { ChainNamespace } from '../../shared/caip'
import { ErrorText } from '../../shared/errors/messages'
import { ProviderRpcError, UnrecognizedChainError } from '../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../shared/networks/networks'
import type { HostApi, HostWalletInfo } from '../../shared/protocol/api'
import type { AppStore } from '../app/makeStore'
import { applyChain, resetNamespace } from './applyConnection'
import { createConnectorRegistry, type ConnectorRegistry } from './connectorRegistry'
import { bindHub } from './hubAccess'
import { createInjectedConnector } from './injected/createInjectedConnector'
import { asLiveConnector } from './LiveConnector'
import { attachWalletConnect } from './walletConnect/attachWalletConnect'

/**
 * Everything a connector needs from the modal: the store, the host API (wallets in the host
 * page) and the registry of live clients by namespace.
 */
export interface ConnectorContext {
  store: AppStore
  host: RemoteApi<HostApi>
  registry: ConnectorRegistry
}

/** What the bridge and the features reach the connectors through. */
export interface ConnectorHub extends ConnectorContext {
  walletsChanged(wallets: HostWalletInfo[]): void
  walletEvent(uuid: string, event: string, data: unknown): void
  /** The dapp's wallet_switchEthereumChain: 4902 for a chain the app is not configured with. */
  switchChain(chainId: number): Promise<null>
  /** Asks the connected wallet to switch, then makes the network active. */
  switchNetwork(network: AirlockNetwork): Promise<void>
  /** Starts connecting a host-page wallet (ConnectingExternal). */
  connectInjected(connectorId: string): Promise<void>
  /** Disconnects one namespace, or all of them; the store is reset after each (§4). */
  disconnect(namespace?: ChainNamespace): Promise<void>
}

/**
 * Builds the hub the bridge talks to: host wallets and their events go to the injected
 * connector; switching and disconnecting go to whichever live connector serves the namespace.
 *
 * @example
 * const hub = createConnectorHub(store, host)
 * hub.walletsChanged(await host.listWallets())
 */
export function createConnectorHub(store: AppStore, host: RemoteApi<HostApi>): ConnectorHub {
  const registry = createConnectorRegistry()
  const ctx: ConnectorContext = { store, host, registry }
  const injected = createInjectedConnector(ctx)

  const hub: ConnectorHub = {
    ...ctx,
    walletsChanged: (wallets) => injected.walletsChanged(wallets),
    walletEvent: (uuid, event, data) => injected.walletEvent(uuid, event, data),
    async switchChain(chainId) {
      const network = store.getState().options.value.networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId)
      if (!network) throw new UnrecognizedChainError({ message: ErrorText.switchChainFailed(chainId) })
      await hub.switchNetwork(network)
      return null
    },
    async switchNetwork(network) {
      const live = asLiveConnector(registry.get(network.chainNamespace))
      if (!live?.switchNetwork) throw new ProviderRpcError(`Wallet ${ErrorText.noProgrammaticSwitch}`, { code: 5000 })
      await live.switchNetwork(network)
      applyChain(store, Number(network.id))
    },
    connectInjected: (connectorId) => injected.connect(connectorId),
    async disconnect(namespace) {
      const namespaces: ChainNamespace[] = namespace ? [namespace] : ['eip155', 'solana', 'polkadot', 'bip122']
      for (const ns of namespaces) {
        const live = asLiveConnector(registry.get(ns))
        if (live) await live.disconnect()
        if (live || store.getState().account.byNamespace[ns]?.address) resetNamespace(store, registry, ns)
      }
    },
  }
  bindHub(store, hub)
  attachWalletConnect(hub)
  return hub
}

import type { RemoteApi } from '../../shared/bridge/channel'
import type { ChainNamespace } from '../../shared/caip'
import { ErrorText } from '../../shared/errors/messages'
import { ProviderRpcError, UnauthorizedError, UnrecognizedChainError } from '../../shared/errors/ProviderRpcError'
import type { HostApi } from '../../shared/protocol/api'
import type { AppStore } from '../store/storeTypes'
import { connectionStatusChanged } from '../state/connection/connectionSlice'
import { connectorRemoved, connectorsAdded, type ConnectorInfo } from '../state/connectors/connectorsSlice'
import { applyAccounts, applyChain, applyNetwork, resetNamespace } from './applyConnection'
import { applyNotice } from './applyNotice'
import type { Connector, ConnectorEvents, ConnectorHub, ConnectorPlugin, MethodFacts } from './Connector'
import { bindHub } from './hubAccess'
import type { LastConnection } from './lastConnection'
import { createLiveClients } from './liveClients'
import { connectorRegistry } from './registry'

const ALL_NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122']

/**
 * Builds this store's connectors from the registry and the hub the bridge and the features reach
 * them through. What a connector reports is applied to the store here (its wallets in the
 * connector list, status, accounts, chain, the reset when its session ends (docs/state-rules.md#reset), and what else it
 * noticed, through `applyNotice`), and the
 * namespaces it reports accounts for are served by it: the RPC router's requests, switching
 * and disconnecting go to it. Host-page wallets and their events go to every connector that
 * takes them. Stored sessions are restored once every connector exists.
 *
 * A returning visitor's last connection on this page (`remembered`, which the host was shown in
 * `ready`) is put in the store as connected before the restores start, served by the connector
 * that served it: the dapp's first `eth_accounts` is answered without waiting for that
 * connector's code, relay or service. Until the connector's restore reports the namespace's
 * accounts, the namespace is unconfirmed: every request to the connector waits for it
 * (`confirmed`), and a restore that ends without reporting it resets it, so the dapp hears
 * `disconnect`.
 *
 * @example
 * const hub = createConnectorHub(store, host, METHOD_FACTS)
 * hub.walletsChanged(await host.listWallets())
 */
export function createConnectorHub(store: AppStore, host: RemoteApi<HostApi>, methods: MethodFacts, plugins: readonly ConnectorPlugin[] = connectorRegistry, remembered?: LastConnection): ConnectorHub {
  const registry = createLiveClients()
  const served = new Map<ChainNamespace, Connector>()
  /** Namespaces taken up from `remembered` and not yet confirmed by their connector's restore: each settles once confirmed or reset. */
  const unconfirmed = new Map<ChainNamespace, { settled: Promise<void>; settle(): void }>()

  const serve = (namespace: ChainNamespace, connector: Connector) => {
    if (served.get(namespace) === connector) return
    served.set(namespace, connector)
    const forward = (args: Parameters<Connector['request']>[1]) => connector.request(namespace, args)
    const request = (args: Parameters<Connector['request']>[1]) => {
      const waiting = unconfirmed.get(namespace)?.settled
      if (!waiting) return forward(args)
      // Nothing reaches the wallet before its session is back; one that did not come back is not this connector's any more.
      return waiting.then(() => {
        if (served.get(namespace) !== connector) throw new UnauthorizedError()
        return forward(args)
      })
    }
    registry.set(namespace, { request, enforcesGrants: connector.enforcesGrants === true })
  }
  const settle = (namespace: ChainNamespace) => {
    const pending = unconfirmed.get(namespace)
    unconfirmed.delete(namespace)
    pending?.settle()
  }
  const reset = (namespace: ChainNamespace) => {
    served.delete(namespace)
    resetNamespace(store, registry, namespace)
    settle(namespace)
  }

  const reportOf = (self: () => Connector | undefined): ConnectorEvents => {
    let listed: ConnectorInfo[] = []
    return {
      walletsListed(wallets) {
        const ids = new Set(wallets.map((w) => w.id))
        for (const gone of listed) if (!ids.has(gone.id)) store.dispatch(connectorRemoved({ id: gone.id }))
        listed = [...wallets]
        if (wallets.length > 0) store.dispatch(connectorsAdded(listed))
      },
      statusChanged(namespace, status, flags) {
        // A remembered connection stays connected while its connector restores it: the dapp never sees it drop and come back.
        if (status === 'connecting' && unconfirmed.has(namespace)) return
        store.dispatch(connectionStatusChanged({ namespace, status, ...flags }))
      },
      accountsChanged(namespace, accounts, wallet) {
        const connector = self()
        if (connector) serve(namespace, connector)
        if (connector && served.get(namespace) === connector) settle(namespace)
        // docs/state-rules.md#networks: a wallet that can't serve the active network's namespace (a page's Solana-only
        // wallet while an EVM network is active) brings its own namespace's network.
        const active = store.getState().network.caipNetwork
        const own = store.getState().options.value.networks.find((n) => n.chainNamespace === namespace)
        if (connector && own && active && active.chainNamespace !== namespace && !connector.capabilities.namespaces.includes(active.chainNamespace)) applyNetwork(store, own)
        applyAccounts(store, namespace, accounts, wallet)
      },
      chainChanged(namespace, chainId) {
        const connector = self()
        if (connector) serve(namespace, connector)
        // A wallet already serving the active (Solana) network keeps it active: its EVM chain is
        // only where its EVM account lives. One that doesn't brings its chain (docs/state-rules.md#networks).
        const active = store.getState().network.caipNetwork
        const keep = !!connector && !!active && active.chainNamespace !== namespace && served.get(active.chainNamespace) === connector
        if (namespace === 'eip155') applyChain(store, chainId, { activate: !keep })
      },
      disconnect(namespace) {
        // A session that ended only resets a namespace it serves (or one nobody serves now).
        const owner = served.get(namespace)
        if (!owner || owner === self()) reset(namespace)
      },
      noticed: (notice) => applyNotice(store, notice),
    }
  }

  const connectors: Connector[] = []
  for (const plugin of plugins) {
    // The report names its connector, which exists only once `create` returned.
    const self: { connector?: Connector } = {}
    self.connector = plugin.create({ store, host, methods, report: reportOf(() => self.connector) })
    if (self.connector) connectors.push(self.connector)
  }

  const hub: ConnectorHub = {
    connectors,
    registry,
    servedBy: (namespace) => served.get(namespace)?.id,
    confirmed: (namespace) => unconfirmed.get(namespace)?.settled,
    walletsChanged: (wallets) => connectors.forEach((c) => c.hostWalletsChanged?.(wallets)),
    walletEvent: (uuid, event, data) => connectors.forEach((c) => c.hostWalletEvent?.(uuid, event, data)),
    async switchChain(chainId) {
      const network = store.getState().options.value.networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId)
      if (!network) throw new UnrecognizedChainError({ message: ErrorText.switchChainFailed(chainId) })
      await hub.switchNetwork(network)
      return null
    },
    async switchNetwork(network) {
      const connector = served.get(network.chainNamespace)
      if (!connector?.capabilities.switchChain) throw new ProviderRpcError(`Wallet ${ErrorText.noProgrammaticSwitch}`, { code: 5000 })
      await connector.switchChain(network)
      if (network.chainNamespace === 'eip155') applyChain(store, Number(network.id))
      // Also the namespace switch (docs/state-rules.md#networks): the network's namespace becomes the active one.
      applyNetwork(store, network)
    },
    async disconnect(namespace) {
      // docs/state-rules.md#connection-status: disconnecting a namespace also ends every other namespace the same connector serves.
      const owner = namespace ? served.get(namespace) : undefined
      const together = namespace ? [namespace, ...ALL_NAMESPACES.filter((ns) => ns !== namespace && owner && served.get(ns) === owner)] : ALL_NAMESPACES
      for (const ns of together) {
        // A remembered connection is ended once its wallet is back: a restore finishing after would bring it back.
        await unconfirmed.get(ns)?.settled
        const connector = served.get(ns)
        if (connector) await connector.disconnect(ns)
        if (connector || store.getState().account.byNamespace[ns]?.address) reset(ns)
      }
    },
  }
  bindHub(store, hub)
  const taken = remembered ? takeUp(remembered) : undefined
  for (const connector of connectors) {
    const restoring = connector.restore().catch(() => undefined)
    // A remembered namespace the restore did not bring back ends here (the dapp hears `disconnect`).
    if (connector === taken) void restoring.then(() => [...unconfirmed.keys()].forEach(reset))
  }
  return hub

  /** Puts `memo` in the store as connected through its connector (see above); returns that connector, or undefined when this modal has none of that id. */
  function takeUp(memo: LastConnection): Connector | undefined {
    const connector = connectors.find((c) => c.id === memo.connectorId)
    if (!connector) return undefined
    const { networks } = store.getState().options.value
    const active = networks.find((n) => n.caipNetworkId === memo.state.caipNetworkId)
    for (const [namespace, accounts] of Object.entries(memo.accounts) as [ChainNamespace, string[]][]) {
      if (!connector.capabilities.namespaces.includes(namespace)) continue
      let settle = () => {}
      const settled = new Promise<void>((resolve) => (settle = resolve))
      serve(namespace, connector)
      unconfirmed.set(namespace, { settled, settle })
      if (namespace === 'eip155' && memo.chainId !== undefined) applyChain(store, memo.chainId, { activate: !active || active.chainNamespace === 'eip155' })
      applyAccounts(store, namespace, accounts, memo.wallet)
      store.dispatch(connectionStatusChanged({ namespace, status: 'connected', ...(memo.viaWalletConnect ? { viaWalletConnect: true } : {}) }))
    }
    if (active) applyNetwork(store, active)
    return connector
  }
}

import type { ChainNamespace } from '../../shared/caip'
import type { HostWalletInfo } from '../../shared/protocol/api'
import type { Connector, ConnectorContext } from './Connector'

/** What the first view knows of a host-page Wallet Standard connector; the rest loads on first use. */
export interface LazyHostWallets {
  id: string
  namespace: ChainNamespace
  /** The rdns prefix of the page wallets it serves (`wallet-standard.solana:`, …). */
  rdnsPrefix: string
  /** Whether a connection is stored to restore (its `load()` is undefined when not). */
  session: { load(): unknown }
  load(): Promise<(ctx: ConnectorContext) => Connector>
}

/**
 * A connector for the host page's Wallet Standard wallets whose code stays out of the modal's
 * first view: it claims picks of its rdns prefix at once (ConnectingExternal) and loads the
 * real connector only when the page has such a wallet, a connection is stored to restore, or the
 * visitor connects; then it hands the real one the page's current wallets and forwards
 * everything to it. Dapps whose pages have none never load it.
 *
 * @example
 * const create = (ctx) => lazyHostWalletConnector(ctx, { id: 'hostBitcoin', namespace: 'bip122', rdnsPrefix: 'wallet-standard.bitcoin:', session: hostBitcoinSession, load })
 */
export function lazyHostWalletConnector(ctx: ConnectorContext, spec: LazyHostWallets): Connector {
  let wallets: readonly HostWalletInfo[] = []
  let ready: Connector | undefined
  let loading: Promise<Connector> | undefined
  const real = () =>
    (loading ??= spec.load().then((create) => {
      ready = create(ctx)
      ready.hostWalletsChanged?.(wallets)
      return ready
    }))
  return {
    id: spec.id,
    capabilities: { namespaces: [spec.namespace], switchChain: true },
    claim: (pick) => (pick.group === 'injected' && pick.id.startsWith(spec.rdnsPrefix) ? { view: 'ConnectingExternal', data: { id: pick.id, state: 'waiting' }, onConnected: 'close' } : undefined),
    connect: async (target, options) => (await real()).connect(target, options),
    async restore() {
      if (!spec.session.load()) return
      const connector = await real()
      const restored = connector.restore()
      // The restore waits for its wallet in the page's list: give it the list the page already has.
      connector.hostWalletsChanged?.(wallets)
      await restored
    },
    disconnect: async (namespace) => (await real()).disconnect(namespace),
    request: async (namespace, args) => (await real()).request(namespace, args),
    switchChain: async (network) => (await real()).switchChain(network),
    prepare: async () => void (await real()),
    hostWalletsChanged(list) {
      wallets = list
      if (ready) ready.hostWalletsChanged?.(list)
      else if (list.some((w) => w.rdns.startsWith(spec.rdnsPrefix))) void real()
    },
    hostWalletEvent: (uuid, event, data) => ready?.hostWalletEvent?.(uuid, event, data),
  }
}

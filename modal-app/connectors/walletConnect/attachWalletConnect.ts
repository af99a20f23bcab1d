import { connectionStatusChanged } from '../../features/connection/connectionSlice'
import type { ConnectorContext } from '../createConnectorHub'
import { createWalletConnectConnector, type WalletConnectConnector } from './createWalletConnectConnector'
import { walletConnectFlag } from './walletConnectFlag'

// Keyed by the hub's registry (one per store), so listeners reach their own store's connector.
const connectors = new WeakMap<object, WalletConnectConnector>()

/**
 * Adds the WalletConnect connector to a hub once the handshake delivered the options. When the
 * last visit ended connected through WalletConnect, eip155 shows `connecting` at once and the
 * stored session is restored (§4: `connected`, or `disconnected` if it is gone); otherwise the
 * provider is loaded when the browser is idle, so a later Connect shows its QR code at once.
 * Does nothing when `enableWalletConnect` is false.
 *
 * @example
 * attachWalletConnect(hub)
 */
export function attachWalletConnect(ctx: ConnectorContext): WalletConnectConnector | undefined {
  const { store } = ctx
  if (store.getState().options.value.enableWalletConnect === false) return undefined
  const connector = createWalletConnectConnector(ctx)
  connectors.set(ctx.registry, connector)
  if (walletConnectFlag.get()) {
    store.dispatch(connectionStatusChanged({ namespace: 'eip155', status: 'connecting' }))
    connector.ready().then(
      () => {
        if (!connector.isConnected()) restoreFailed(ctx)
      },
      () => restoreFailed(ctx),
    )
  } else {
    const idle = globalThis.requestIdleCallback ?? ((fn: () => void) => setTimeout(fn, 200))
    idle(() => void connector.ready().catch(() => undefined), { timeout: 1_000 })
  }
  return connector
}

/**
 * The WalletConnect connector of a hub (by its registry), if WalletConnect is enabled.
 *
 * @example
 * walletConnectOf(hubFrom(api.extra)?.registry)?.connect()
 */
export function walletConnectOf(registry: object | undefined): WalletConnectConnector | undefined {
  return registry ? connectors.get(registry) : undefined
}

function restoreFailed({ store }: ConnectorContext) {
  walletConnectFlag.set(false)
  if (store.getState().connection.statusByNamespace.eip155 === 'connecting' && store.getState().account.byNamespace.eip155?.status !== 'connected') {
    store.dispatch(connectionStatusChanged({ namespace: 'eip155', status: 'disconnected' }))
  }
}

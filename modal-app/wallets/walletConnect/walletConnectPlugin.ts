import type { ConnectorPlugin } from '../Connector'
import { createWalletConnectConnector } from './createWalletConnectConnector'

/**
 * The registry entry of WalletConnect: built unless the options say `enableWalletConnect: false`.
 * Its provider (the heavy chunk) loads only on intent or to restore a stored session.
 *
 * @example
 * const walletConnect = walletConnectPlugin.create({ store, host, report })
 */
export const walletConnectPlugin: ConnectorPlugin = {
  id: 'walletConnect',
  create: (ctx) => (ctx.store.getState().options.value.enableWalletConnect === false ? undefined : createWalletConnectConnector(ctx)),
}

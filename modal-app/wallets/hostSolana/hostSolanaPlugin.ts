import type { ConnectorPlugin } from '../Connector'
import { createHostSolanaConnector } from './createHostSolanaConnector'

/**
 * The registry entry of the host page's Wallet Standard Solana wallets (on when the dapp
 * configures a Solana network).
 *
 * @example
 * const solanaWallets = hostSolanaPlugin.create({ store, host, report })
 */
export const hostSolanaPlugin: ConnectorPlugin = {
  id: 'hostSolana',
  create: (ctx) => (ctx.store.getState().options.value.networks.some((n) => n.chainNamespace === 'solana') ? createHostSolanaConnector(ctx) : undefined),
}

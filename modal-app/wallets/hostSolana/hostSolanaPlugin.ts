import type { ConnectorPlugin } from '../Connector'
import { hostSolanaSession } from '../hostWalletSession'
import { lazyHostWalletConnector } from '../lazyHostWalletConnector'

/**
 * The registry entry of the host page's Wallet Standard Solana wallets (on when the dapp
 * configures a Solana network). Its code loads only once the page has such a wallet or one is
 * to be restored, outside the modal's first view.
 *
 * @example
 * const solanaWallets = hostSolanaPlugin.create({ store, host, report, methods })
 */
export const hostSolanaPlugin: ConnectorPlugin = {
  id: 'hostSolana',
  create: (ctx) =>
    ctx.store.getState().options.value.networks.some((n) => n.chainNamespace === 'solana')
      ? lazyHostWalletConnector(ctx, {
          id: 'hostSolana',
          namespace: 'solana',
          rdnsPrefix: 'wallet-standard.solana:',
          session: hostSolanaSession,
          load: () => import('./createHostSolanaConnector').then((m) => m.createHostSolanaConnector),
        })
      : undefined,
}

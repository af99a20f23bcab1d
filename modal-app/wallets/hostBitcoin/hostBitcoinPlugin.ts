import type { ConnectorPlugin } from '../Connector'
import { hostBitcoinSession } from '../hostWalletSession'
import { lazyHostWalletConnector } from '../lazyHostWalletConnector'

/**
 * The registry entry of the host page's Wallet Standard Bitcoin wallets (on when the dapp
 * configures a Bitcoin network). Its code loads only once the page has such a wallet or one is
 * to be restored, outside the modal's first view.
 *
 * @example
 * const bitcoinWallets = hostBitcoinPlugin.create({ store, host, report, methods })
 */
export const hostBitcoinPlugin: ConnectorPlugin = {
  id: 'hostBitcoin',
  create: (ctx) =>
    ctx.store.getState().options.value.networks.some((n) => n.chainNamespace === 'bip122')
      ? lazyHostWalletConnector(ctx, {
          id: 'hostBitcoin',
          namespace: 'bip122',
          rdnsPrefix: 'wallet-standard.bitcoin:',
          session: hostBitcoinSession,
          load: () => import('./createHostBitcoinConnector').then((m) => m.createHostBitcoinConnector),
        })
      : undefined,
}

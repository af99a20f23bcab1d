import { bitcoinNetworkKind } from '../../../shared/bitcoin/bitcoinNetworkKind'
import { hostBitcoinWallet } from '../../../shared/bitcoin/hostBitcoinWallet'
import type { Connector, ConnectorContext } from '../Connector'
import { createHostWalletConnector } from '../createHostWalletConnector'
import { hostBitcoinSession } from '../hostWalletSession'

/** One address of the page wallet as host-sdk/bitcoin describes it. */
interface BitcoinRow {
  address: string
  publicKey: string
  purpose: 'payment' | 'ordinals'
}
const rowsOf = (data: unknown): BitcoinRow[] =>
  (Array.isArray(data) ? data : []).filter(
    (r): r is BitcoinRow => !!r && typeof r.address === 'string' && /^[a-zA-Z0-9]{14,90}$/.test(r.address) && typeof r.publicKey === 'string' && /^[0-9a-f]*$/i.test(r.publicKey) && (r.purpose === 'payment' || r.purpose === 'ordinals'),
  )

/**
 * The host page's Wallet Standard Bitcoin wallets, which host-sdk/bitcoin announces to the host's
 * wallet directory (rdns under `hostBitcoinWallet.rdnsPrefix`), as a `createHostWalletConnector`
 * of the bip122 namespace: its connect is the wallet's own `bitcoin:connect` through the host, it
 * reports the wallet's addresses with the payment address first, answers `getAccountAddresses`
 * with the keys the wallet gave (the wallet is not asked again), and forwards the approved
 * `signMessage`, `signPsbt` and `sendTransfer` with the Wallet Standard chain the request is for.
 *
 * @example
 * const bitcoinWallets = createHostBitcoinConnector({ store, host, report, methods })
 * bitcoinWallets.hostWalletsChanged?.(await host.listWallets())
 */
export function createHostBitcoinConnector(ctx: ConnectorContext): Connector {
  return createHostWalletConnector<BitcoinRow>(ctx, {
    id: 'hostBitcoin',
    namespace: 'bip122',
    session: hostBitcoinSession,
    isOurs: hostBitcoinWallet.is,
    connectMethod: 'bitcoin_connect',
    disconnectMethod: 'bitcoin_disconnect',
    accountsOf: rowsOf,
    addressOf: (row) => row.address,
    signing: new Set(['signMessage', 'signPsbt', 'sendTransfer']),
    // A dapp building a taproot spend needs the keys the wallet gave on connect.
    answerFromAccounts: (method, rows) =>
      method === 'getAccountAddresses' ? rows.map((r) => ({ address: r.address, publicKey: r.publicKey, intention: r.purpose === 'ordinals' ? 'ordinal' : 'payment' })) : undefined,
    paramsFor(given, _rows, chainId) {
      const kind = bitcoinNetworkKind(chainId ?? ctx.store.getState().network.caipNetwork?.caipNetworkId)
      return { ...given, ...(kind ? { chain: `bitcoin:${kind}` } : {}) }
    },
  })
}

import { bitcoinNetworkKind } from '../../../shared/bitcoin/bitcoinNetworkKind'
import { hostBitcoinWallet } from '../../../shared/bitcoin/hostBitcoinWallet'
import { Constants } from '../../../shared/constants'
import { ErrorText } from '../../../shared/errors/messages'
import { ProviderRpcError, toProviderError, UnauthorizedError, UnsupportedMethodError } from '../../../shared/errors/ProviderRpcError'
import type { HostWalletInfo } from '../../../shared/protocol/api'
import { statusAfterConnect } from '../../state/connection/connectionRules'
import type { ConnectorInfo } from '../../state/connectors/connectorsSlice'
import type { Connector, ConnectorContext } from '../Connector'
import { hostBitcoinSession, type HostWalletSession } from '../hostWalletSession'

const SIGNING = new Set(['signMessage', 'signPsbt', 'sendTransfer'])

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
 * wallet directory (rdns under `hostBitcoinWallet.rdnsPrefix`): lists them as installed wallets
 * of the bip122 namespace, serves their pick on ConnectingExternal (the wallet's own
 * `bitcoin:connect` through the host), reports its addresses with the payment address first,
 * answers `getAccountAddresses` with the keys it gave, forwards the approved `signMessage`,
 * `signPsbt` and `sendTransfer` with the Wallet Standard chain the request is for, and follows
 * the wallet's account changes. After a reload the stored connection is restored with a silent
 * `standard:connect` once the wallet shows up in the page within the wait
 * (docs/constants.md#timing). The wallet's keys never leave it.
 *
 * @example
 * const bitcoinWallets = createHostBitcoinConnector({ store, host, report, methods })
 * bitcoinWallets.hostWalletsChanged?.(await host.listWallets())
 */
export function createHostBitcoinConnector(ctx: ConnectorContext): Connector {
  const { store, host, report } = ctx
  const wallets = new Map<string, HostWalletInfo>()
  let active: { wallet: HostWalletInfo; rows: BitcoinRow[] } | undefined

  let restoring: HostWalletSession | undefined
  let restoreEnded: (() => void) | undefined

  const end = () => {
    active = undefined
    hostBitcoinSession.save(undefined)
    report.disconnect('bip122')
  }

  /** Connects a listed wallet; `silent` (a restore) asks its `standard:connect` not to prompt. */
  const connectWallet = async (rdns: string, silent: boolean) => {
    const wallet = wallets.get(rdns)
    if (!wallet) throw new ProviderRpcError(ErrorText.providerNotFound, { code: 4900 })
    const hadConnection = store.getState().account.byNamespace.bip122?.status === 'connected'
    report.statusChanged('bip122', 'connecting')
    try {
      await host.emit({ type: 'wallet-subscribe', uuid: wallet.uuid })
      const rows = rowsOf(await host.walletRequest(wallet.uuid, silent ? { method: 'bitcoin_connect', params: { silent: true } } : { method: 'bitcoin_connect' }))
      if (rows.length === 0) throw new UnauthorizedError()
      active = { wallet, rows }
      report.accountsChanged('bip122', rows.map((r) => r.address), { name: wallet.name, icon: wallet.icon || undefined, identifier: wallet.rdns })
      report.statusChanged('bip122', 'connected')
      hostBitcoinSession.save({ rdns: wallet.rdns, name: wallet.name })
    } catch (error) {
      report.statusChanged('bip122', statusAfterConnect({ ok: false, hasCurrentConnection: hadConnection }))
      throw toProviderError(error)
    }
  }

  return {
    id: 'hostBitcoin',
    capabilities: { namespaces: ['bip122'], switchChain: true },
    claim(pick) {
      if (pick.group !== 'injected' || !wallets.has(pick.id)) return undefined
      return { view: 'ConnectingExternal', data: { id: pick.id, state: 'waiting' }, onConnected: 'close' }
    },
    connect: (target) => connectWallet(String(target.data.id ?? ''), false),
    // Settles once the restore has ended either way (the hub ends a remembered connection it did not bring back).
    restore() {
      const stored = hostBitcoinSession.load()
      if (!stored) return Promise.resolve()
      restoring = stored
      report.statusChanged('bip122', 'connecting')
      return new Promise<void>((resolve) => {
        restoreEnded = resolve
        setTimeout(() => {
          if (!restoring) return
          restoring = undefined
          hostBitcoinSession.save(undefined)
          if (store.getState().account.byNamespace.bip122?.status !== 'connected') report.statusChanged('bip122', 'disconnected')
          resolve()
        }, Constants.injectedProviderWaitMs)
      })
    },
    async disconnect() {
      const ending = active
      active = undefined
      hostBitcoinSession.save(undefined)
      if (ending) await host.walletRequest(ending.wallet.uuid, { method: 'bitcoin_disconnect' }).catch(() => undefined)
    },
    async request(_namespace, { method, params, chainId }) {
      if (!active) throw new UnauthorizedError()
      // The keys the wallet gave on connect: a dapp building a taproot spend needs them, the wallet is not asked again.
      if (method === 'getAccountAddresses') return active.rows.map((r) => ({ address: r.address, publicKey: r.publicKey, intention: r.purpose === 'ordinals' ? 'ordinal' : 'payment' }))
      if (!SIGNING.has(method)) throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
      const kind = bitcoinNetworkKind(chainId ?? store.getState().network.caipNetwork?.caipNetworkId)
      const given = params && typeof params === 'object' && !Array.isArray(params) ? params : {}
      try {
        return await host.walletRequest(active.wallet.uuid, { method, params: { ...given, ...(kind ? { chain: `bitcoin:${kind}` } : {}) } })
      } catch (error) {
        throw toProviderError(error)
      }
    },
    // The wallet signs for whichever chain a request names: nothing to switch in it.
    async switchChain(network) {
      if (network.chainNamespace !== 'bip122' || !active) throw new ProviderRpcError(`Wallet ${ErrorText.noProgrammaticSwitch}`, { code: 5000 })
    },
    prepare: async () => undefined,
    hostWalletsChanged(list) {
      wallets.clear()
      const listed: ConnectorInfo[] = []
      for (const wallet of list) {
        if (!hostBitcoinWallet.is(wallet.rdns)) continue
        wallets.set(wallet.rdns, wallet)
        listed.push({ id: wallet.rdns, name: wallet.name, type: 'ANNOUNCED', chain: 'bip122', imageUrl: wallet.icon || undefined, info: { rdns: wallet.rdns }, installed: true })
      }
      report.walletsListed(listed)
      if (active && !wallets.has(active.wallet.rdns)) end()
      const stored = restoring
      if (stored && wallets.has(stored.rdns)) {
        restoring = undefined
        connectWallet(stored.rdns, true)
          .catch(() => hostBitcoinSession.save(undefined))
          .finally(() => restoreEnded?.())
      }
    },
    hostWalletEvent(uuid, event, data) {
      if (!active || active.wallet.uuid !== uuid || event !== 'accountsChanged') return
      const rows = rowsOf(data)
      if (rows.length === 0) return end()
      active = { ...active, rows }
      report.accountsChanged('bip122', rows.map((r) => r.address))
    },
  }
}

import { Constants } from '../../../shared/constants'
import { ErrorText } from '../../../shared/errors/messages'
import { ProviderRpcError, toProviderError, UnauthorizedError, UnsupportedMethodError } from '../../../shared/errors/ProviderRpcError'
import { rpcUrlOf } from '../../../shared/networks/rpcUrlOf'
import type { HostWalletInfo } from '../../../shared/protocol/api'
import { hostSolanaWallet } from '../../../shared/solana/hostSolanaWallet'
import { isSolanaAddress } from '../../../shared/solana/isSolanaAddress'
import { statusAfterConnect } from '../../state/connection/connectionRules'
import type { ConnectorInfo } from '../../state/connectors/connectorsSlice'
import type { Connector, ConnectorContext } from '../Connector'
import { clusterNameOf } from './clusterNameOf'
import { hostSolanaSession, type HostWalletSession } from '../hostWalletSession'

const SIGNING = new Set(['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions', 'solana_signAndSendTransaction'])

/**
 * The host page's Wallet Standard Solana wallets, which host-sdk/solana announces to the host's
 * wallet directory (rdns under `hostSolanaWallet.rdnsPrefix`): lists them as installed wallets
 * of the solana namespace, serves their pick on ConnectingExternal (the wallet's own
 * `standard:connect` through the host), reports the Solana account, forwards the approved
 * `solana_*` requests with the account and the Wallet Standard chain the request is for, and
 * follows the wallet's account changes. After a reload the stored connection is restored as an
 * injected EVM one is (docs/state-rules.md#connection-status `connecting`, then a silent `standard:connect` once the wallet shows
 * up in the host page within the wait, docs/constants.md#timing). The wallet's keys never leave it.
 *
 * @example
 * const solanaWallets = createHostSolanaConnector({ store, host, report })
 * solanaWallets.hostWalletsChanged?.(await host.listWallets())
 */
export function createHostSolanaConnector(ctx: ConnectorContext): Connector {
  const { store, host, report } = ctx
  const wallets = new Map<string, HostWalletInfo>()
  let active: { wallet: HostWalletInfo; address: string } | undefined

  let restoring: HostWalletSession | undefined
  let restoreEnded: (() => void) | undefined

  const end = () => {
    active = undefined
    hostSolanaSession.save(undefined)
    report.disconnect('solana')
  }

  /** Connects a listed wallet; `silent` (a restore) asks its `standard:connect` not to prompt. */
  const connectWallet = async (rdns: string, silent: boolean) => {
    const wallet = wallets.get(rdns)
    if (!wallet) throw new ProviderRpcError(ErrorText.providerNotFound, { code: 4900 })
    const hadConnection = store.getState().account.byNamespace.solana?.status === 'connected'
    report.statusChanged('solana', 'connecting')
    try {
      await host.emit({ type: 'wallet-subscribe', uuid: wallet.uuid })
      const accounts = await host.walletRequest(wallet.uuid, silent ? { method: 'solana_connect', params: { silent: true } } : { method: 'solana_connect' })
      const addresses = Array.isArray(accounts) ? accounts.filter(isSolanaAddress) : []
      if (addresses.length === 0) throw new UnauthorizedError()
      active = { wallet, address: addresses[0]! }
      report.accountsChanged('solana', addresses, { name: wallet.name, icon: wallet.icon || undefined, identifier: wallet.rdns })
      report.statusChanged('solana', 'connected')
      hostSolanaSession.save({ rdns: wallet.rdns, name: wallet.name })
    } catch (error) {
      report.statusChanged('solana', statusAfterConnect({ ok: false, hasCurrentConnection: hadConnection }))
      throw toProviderError(error)
    }
  }

  return {
    id: 'hostSolana',
    capabilities: { namespaces: ['solana'], switchChain: true },
    claim(pick) {
      if (pick.group !== 'injected' || !wallets.has(pick.id)) return undefined
      return { view: 'ConnectingExternal', data: { id: pick.id, state: 'waiting' }, onConnected: 'close' }
    },
    connect: (target) => connectWallet(String(target.data.id ?? ''), false),
    // Settles once the restore has ended either way (the hub ends a remembered connection it did not bring back).
    restore() {
      const stored = hostSolanaSession.load()
      if (!stored) return Promise.resolve()
      restoring = stored
      report.statusChanged('solana', 'connecting')
      return new Promise<void>((resolve) => {
        restoreEnded = resolve
        // The wallet must show up in the host page within the wait (docs/constants.md#timing), or the restore ends (docs/state-rules.md#connection-status).
        setTimeout(() => {
          if (!restoring) return
          restoring = undefined
          hostSolanaSession.save(undefined)
          if (store.getState().account.byNamespace.solana?.status !== 'connected') report.statusChanged('solana', 'disconnected')
          resolve()
        }, Constants.injectedProviderWaitMs)
      })
    },
    async disconnect() {
      const ending = active
      active = undefined
      hostSolanaSession.save(undefined)
      if (ending) await host.walletRequest(ending.wallet.uuid, { method: 'solana_disconnect' }).catch(() => undefined)
    },
    async request(_namespace, { method, params, chainId }) {
      if (!active) throw new UnauthorizedError()
      if (!SIGNING.has(method)) throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
      const options = store.getState().options.value
      const network = options.networks.find((n) => n.caipNetworkId === chainId) ?? store.getState().network.caipNetwork
      const chain = network?.chainNamespace === 'solana' ? clusterNameOf(network, rpcUrlOf(network, options.customRpcUrls)) : undefined
      const given = params && typeof params === 'object' && !Array.isArray(params) ? params : {}
      try {
        return await host.walletRequest(active.wallet.uuid, { method, params: { ...given, pubkey: active.address, ...(chain ? { chain } : {}) } })
      } catch (error) {
        throw toProviderError(error)
      }
    },
    // The wallet signs for whichever cluster a request names: nothing to switch in it.
    async switchChain(network) {
      if (network.chainNamespace !== 'solana' || !active) throw new ProviderRpcError(`Wallet ${ErrorText.noProgrammaticSwitch}`, { code: 5000 })
    },
    prepare: async () => undefined,
    hostWalletsChanged(list) {
      wallets.clear()
      const listed: ConnectorInfo[] = []
      for (const wallet of list) {
        if (!hostSolanaWallet.is(wallet.rdns)) continue
        wallets.set(wallet.rdns, wallet)
        listed.push({ id: wallet.rdns, name: wallet.name, type: 'ANNOUNCED', chain: 'solana', imageUrl: wallet.icon || undefined, info: { rdns: wallet.rdns }, installed: true })
      }
      report.walletsListed(listed)
      if (active && !wallets.has(active.wallet.rdns)) end()
      const stored = restoring
      if (stored && wallets.has(stored.rdns)) {
        restoring = undefined
        connectWallet(stored.rdns, true)
          .catch(() => hostSolanaSession.save(undefined))
          .finally(() => restoreEnded?.())
      }
    },
    hostWalletEvent(uuid, event, data) {
      if (!active || active.wallet.uuid !== uuid || event !== 'accountsChanged') return
      const addresses = Array.isArray(data) ? data.filter(isSolanaAddress) : []
      if (addresses.length === 0) return end()
      active = { ...active, address: addresses[0]! }
      report.accountsChanged('solana', addresses)
    },
  }
}

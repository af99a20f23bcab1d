import type { ChainNamespace } from '../../shared/caip'
import { Constants } from '../../shared/constants'
import { ErrorText } from '../../shared/errors/messages'
import { ProviderRpcError, toProviderError, UnauthorizedError, UnsupportedMethodError } from '../../shared/errors/ProviderRpcError'
import type { HostWalletInfo } from '../../shared/protocol/api'
import { statusAfterConnect } from '../state/connection/connectionRules'
import type { ConnectorInfo } from '../state/connectors/connectorsSlice'
import type { Connector, ConnectorContext, RequestArgs } from './Connector'
import type { hostWalletSession } from './hostWalletSession'

/**
 * What sets one chain family's page wallets apart; the rest (listing, connecting through the host,
 * restoring after a reload, following the wallet's account changes) is the same for all of them.
 * `Account` is what the wallet gives for one account (an address, or a Bitcoin address with its key
 * and purpose).
 */
export interface HostWalletKind<Account> {
  id: string
  namespace: ChainNamespace
  /** Where the connection is kept for a reload. */
  session: ReturnType<typeof hostWalletSession>
  /** Whether a page wallet, by its rdns, is of this family. */
  isOurs(rdns: string): boolean
  /** The wallet's connect and disconnect methods over the host (`solana_connect`, …); connect takes `{ silent: true }` on a restore. */
  connectMethod: string
  disconnectMethod: string
  /** The usable accounts in a connect answer or an `accountsChanged` payload, the one to use first; [] when none is. */
  accountsOf(data: unknown): Account[]
  addressOf(account: Account): string
  /** The methods the wallet signs (each already approved by the visitor when it gets here). */
  signing: ReadonlySet<string>
  /** The answer to a request the accounts the wallet gave already answer (no prompt, the wallet not asked), else undefined. */
  answerFromAccounts?(method: string, accounts: Account[]): unknown
  /** What the wallet gets for a signing request: the dapp's params with what the wallet needs beside them (the account, the chain's Wallet Standard name). */
  paramsFor(given: Record<string, unknown>, accounts: Account[], chainId: string | undefined): Record<string, unknown>
}

/**
 * The connector of the host page's Wallet Standard wallets of one family (`kind`), which the host
 * SDK announces to the host's wallet directory: lists them as installed wallets of the kind's
 * namespace, serves their pick on ConnectingExternal (the wallet's own connect through the host),
 * reports its accounts, forwards the approved signing methods with what `kind.paramsFor` adds,
 * refuses any other method (4200, or 4100 before a connection) and follows the wallet's account
 * changes (none left, or the wallet gone from the page, ends the session). After a reload the
 * stored connection is restored as an injected EVM one is (docs/state-rules.md#connection-status
 * `connecting`, then a silent connect once the wallet shows up in the host page within the wait,
 * docs/constants.md#timing). The wallet's keys never leave it.
 *
 * @example
 * const connector = createHostWalletConnector(ctx, { id: 'hostSolana', namespace: 'solana', … })
 * connector.hostWalletsChanged?.(await host.listWallets())
 */
export function createHostWalletConnector<Account>(ctx: ConnectorContext, kind: HostWalletKind<Account>): Connector {
  const { store, host, report } = ctx
  const { namespace, session } = kind
  const wallets = new Map<string, HostWalletInfo>()
  let active: { wallet: HostWalletInfo; accounts: Account[] } | undefined

  let restoring: ReturnType<typeof session.load>
  let restoreEnded: (() => void) | undefined
  const connected = () => store.getState().account.byNamespace[namespace]?.status === 'connected'

  const end = () => {
    active = undefined
    session.save(undefined)
    report.disconnect(namespace)
  }

  /** Connects a listed wallet; `silent` (a restore) asks its connect not to prompt. */
  const connectWallet = async (rdns: string, silent: boolean) => {
    const wallet = wallets.get(rdns)
    if (!wallet) throw new ProviderRpcError(ErrorText.providerNotFound, { code: 4900 })
    const hadConnection = connected()
    report.statusChanged(namespace, 'connecting')
    try {
      await host.emit({ type: 'wallet-subscribe', uuid: wallet.uuid })
      const accounts = kind.accountsOf(await host.walletRequest(wallet.uuid, silent ? { method: kind.connectMethod, params: { silent: true } } : { method: kind.connectMethod }))
      if (accounts.length === 0) throw new UnauthorizedError()
      active = { wallet, accounts }
      report.accountsChanged(namespace, accounts.map(kind.addressOf), { name: wallet.name, icon: wallet.icon || undefined, identifier: wallet.rdns })
      report.statusChanged(namespace, 'connected')
      session.save({ rdns: wallet.rdns, name: wallet.name })
    } catch (error) {
      report.statusChanged(namespace, statusAfterConnect({ ok: false, hasCurrentConnection: hadConnection }))
      throw toProviderError(error)
    }
  }

  return {
    id: kind.id,
    capabilities: { namespaces: [namespace], switchChain: true },
    claim(pick) {
      if (pick.group !== 'injected' || !wallets.has(pick.id)) return undefined
      return { view: 'ConnectingExternal', data: { id: pick.id, state: 'waiting' }, onConnected: 'close' }
    },
    connect: (target) => connectWallet(String(target.data.id ?? ''), false),
    // Settles once the restore has ended either way (the hub ends a remembered connection it did not bring back).
    restore() {
      const stored = session.load()
      if (!stored) return Promise.resolve()
      restoring = stored
      report.statusChanged(namespace, 'connecting')
      return new Promise<void>((resolve) => {
        restoreEnded = resolve
        // The wallet must show up in the host page within the wait, or the restore ends.
        setTimeout(() => {
          if (!restoring) return
          restoring = undefined
          session.save(undefined)
          if (!connected()) report.statusChanged(namespace, 'disconnected')
          resolve()
        }, Constants.injectedProviderWaitMs)
      })
    },
    async disconnect() {
      const ending = active
      active = undefined
      session.save(undefined)
      if (ending) await host.walletRequest(ending.wallet.uuid, { method: kind.disconnectMethod }).catch(() => undefined)
    },
    async request(_namespace, { method, params, chainId }: RequestArgs) {
      if (!active) throw new UnauthorizedError()
      const known = kind.answerFromAccounts?.(method, active.accounts)
      if (known !== undefined) return known
      if (!kind.signing.has(method)) throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
      const given = params && typeof params === 'object' && !Array.isArray(params) ? (params as Record<string, unknown>) : {}
      try {
        return await host.walletRequest(active.wallet.uuid, { method, params: kind.paramsFor(given, active.accounts, chainId) })
      } catch (error) {
        throw toProviderError(error)
      }
    },
    // The wallet signs for whichever chain a request names: nothing to switch in it.
    async switchChain(network) {
      if (network.chainNamespace !== namespace || !active) throw new ProviderRpcError(`Wallet ${ErrorText.noProgrammaticSwitch}`, { code: 5000 })
    },
    prepare: async () => undefined,
    hostWalletsChanged(list) {
      wallets.clear()
      const listed: ConnectorInfo[] = []
      for (const wallet of list) {
        if (!kind.isOurs(wallet.rdns)) continue
        wallets.set(wallet.rdns, wallet)
        listed.push({ id: wallet.rdns, name: wallet.name, type: 'ANNOUNCED', chain: namespace, imageUrl: wallet.icon || undefined, info: { rdns: wallet.rdns }, installed: true })
      }
      report.walletsListed(listed)
      if (active && !wallets.has(active.wallet.rdns)) end()
      const stored = restoring
      if (stored && wallets.has(stored.rdns)) {
        restoring = undefined
        connectWallet(stored.rdns, true)
          .catch(() => session.save(undefined))
          .finally(() => restoreEnded?.())
      }
    },
    hostWalletEvent(uuid, event, data) {
      if (!active || active.wallet.uuid !== uuid || event !== 'accountsChanged') return
      const accounts = kind.accountsOf(data)
      if (accounts.length === 0) return end()
      active = { ...active, accounts }
      report.accountsChanged(namespace, accounts.map(kind.addressOf))
    },
  }
}

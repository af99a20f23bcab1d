import { Constants } from '../../../shared/constants'
import { ErrorText } from '../../../shared/errors/messages'
import { InternalError, ProviderRpcError, toProviderError, UnauthorizedError } from '../../../shared/errors/ProviderRpcError'
import type { HostWalletInfo } from '../../../shared/protocol/api'
import { statusAfterConnect, statusAfterRestore } from '../../state/connection/connectionRules'
import { addRecentWallet, loadRecentWallets, saveRecentWallets } from '../../state/connection/recentWallets'
import { loadSession, saveSession, type StoredSession } from '../../state/connection/storedSession'
import type { ConnectorInfo } from '../../state/connectors/connectorsSlice'
import { hostWalletsToConnectors } from '../../state/connectors/hostWalletsToConnectors'
import { parseChainId } from '../../state/network/networkForChainId'
import { isMobileVisitor } from '../../ui/device/isMobileVisitor'
import type { Connector, ConnectorContext } from '../Connector'
import { createInjectedClient, type InjectedClient } from './createInjectedClient'
import { markPhase } from '../../lib/markPhase'

/**
 * Browser-extension wallets of the host page (EIP-6963 and legacy): lists them as connectors,
 * serves a pick of an installed wallet (Installed, or a Recent one the host page has) on
 * ConnectingExternal, connects through the host (`eth_requestAccounts` + `eth_chainId`, then
 * `wallet-subscribe` so the host forwards the wallet's events), reports accounts, chain and
 * status, applies the wallet's accountsChanged / chainChanged / disconnect, and restores a
 * stored session after a reload (`connecting` while `eth_accounts` is asked without a prompt,
 * docs/state-rules.md#connection-status). It keeps the Recent wallets (docs/constants.md#wallet-catalog: 2) with whether the host page has them now.
 *
 * @example
 * const injected = createInjectedConnector({ store, host, report })
 * injected.hostWalletsChanged?.(await host.listWallets())
 */
export function createInjectedConnector(ctx: ConnectorContext): Connector {
  const { store, host, report, methods } = ctx
  const wallets = new Map<string, HostWalletInfo>()
  let listed: ConnectorInfo[] = []
  let active: { connectorId: string; wallet: HostWalletInfo; client: InjectedClient } | undefined
  let recent = loadRecentWallets()
  let restoring: StoredSession | undefined
  let restoreEnded: (() => void) | undefined

  const hasConnection = () => store.getState().account.byNamespace.eip155?.status === 'connected'
  const setStatus = (status: Parameters<typeof report.statusChanged>[1]) => report.statusChanged('eip155', status)

  // Every recent wallet (up to 2, docs/constants.md#wallet-catalog) is published with whether the host page has it now.
  const publishRecent = () => {
    if (recent.length === 0) return
    report.noticed({
      type: 'recentWallets',
      wallets: recent.map((entry) => {
        const wallet = wallets.get(entry.id)
        return { ...entry, installed: !!wallet, imageUrl: wallet?.icon || undefined }
      }),
    })
  }
  publishRecent()

  const forget = () => {
    active = undefined
    saveSession(undefined)
  }

  const connectWallet = async (connectorId: string, silent: boolean) => {
    const wallet = wallets.get(connectorId)
    if (!wallet) throw new ProviderRpcError(ErrorText.providerNotFound, { code: 4900 })
    const hadConnection = hasConnection()
    setStatus('connecting')
    try {
      const call = (method: string) => host.walletRequest(wallet.uuid, { method })
      // The host handles its port's messages in order: the subscription is in place before the
      // wallet is asked anything, so no event of it is missed, without waiting a round trip for it.
      const subscribed = host.emit({ type: 'wallet-subscribe', uuid: wallet.uuid })
      const asked = call(silent ? 'eth_accounts' : 'eth_requestAccounts')
      // A restore asks the chain beside the accounts (one round trip, not three); a connect asks
      // it after the visitor's answer, since the wallet may change chains while its prompt is open.
      const early = silent ? call('eth_chainId') : undefined
      early?.catch(() => undefined)
      await subscribed
      const accounts = toAccounts(await asked)
      markPhase('injected:accounts')
      if (statusAfterRestore(accounts) !== 'connected') throw new UnauthorizedError()
      const chainId = parseChainId(await (early ?? call('eth_chainId')))
      if (!chainId) throw new InternalError({ message: 'ChainId not found in provider' })
      const client = createInjectedClient(host, wallet.uuid, {
        customRpcUrls: () => store.getState().options.value.customRpcUrls,
        networkOf: (id) => store.getState().options.value.networks.find((n) => n.caipNetworkId === id),
        onDisconnected: forget,
        isChainBound: methods.isChainBound,
      })
      markPhase('injected:chain')
      active = { connectorId, wallet, client }
      report.chainChanged('eip155', chainId)
      report.accountsChanged('eip155', accounts, { name: wallet.name, icon: wallet.icon || undefined, identifier: wallet.rdns || undefined })
      setStatus('connected')
      saveSession({ status: 'connected', connectorId, rdns: wallet.rdns, name: wallet.name })
      recent = addRecentWallet(recent, { id: connectorId, name: wallet.name, rdns: wallet.rdns || undefined })
      saveRecentWallets(recent)
      publishRecent()
    } catch (error) {
      setStatus(statusAfterConnect({ ok: false, hasCurrentConnection: hadConnection }))
      throw toProviderError(error)
    }
  }

  const live = () => {
    if (!active) throw new UnauthorizedError()
    return active.client
  }

  return {
    id: 'injected',
    capabilities: { namespaces: ['eip155'], switchChain: true },
    claim(pick) {
      if (pick.group !== 'injected' && pick.group !== 'recent') return undefined
      const connector = listed.find((c) => c.id === pick.id || c.info?.rdns === pick.id)
      if (!connector) return undefined
      return { view: 'ConnectingExternal', data: { id: connector.id, state: 'waiting' }, onConnected: 'close' }
    },
    connect: (target) => connectWallet(String(target.data.id ?? ''), false),
    // Settles once the restore has ended either way: the wallet answered (or refused) once the host
    // page listed it, or it never showed up (the hub ends a remembered connection it did not bring back).
    restore() {
      const stored = loadSession()
      if (stored?.status !== 'connected') return Promise.resolve()
      restoring = stored
      setStatus('connecting')
      return new Promise<void>((resolve) => {
        restoreEnded = resolve
        // The wallet must show up in the host page within the wait (docs/constants.md#timing), or the restore ends.
        setTimeout(() => {
          if (!restoring) return
          restoring = undefined
          saveSession(undefined)
          if (!hasConnection()) setStatus('disconnected')
          resolve()
        }, Constants.injectedProviderWaitMs)
      })
    },
    disconnect: async () => {
      if (active) await active.client.disconnect()
    },
    request: (_namespace, args) => live().request(args),
    switchChain: (network) => live().switchNetwork(network),
    prepare: async () => undefined,
    hostWalletsChanged(list) {
      markPhase('injected:wallets')
      const rules = { isMobile: isMobileVisitor(), enableEIP6963: store.getState().options.value.enableEIP6963 !== false }
      wallets.clear()
      listed = []
      for (const wallet of list) {
        // The page's Wallet Standard wallets (Solana, Bitcoin) are the host-Solana and host-Bitcoin connectors'.
        if (wallet.rdns.startsWith('wallet-standard.')) continue
        const connector = hostWalletsToConnectors([wallet], rules)[0]
        if (!connector || wallets.has(connector.id)) continue
        wallets.set(connector.id, wallet)
        listed.push(connector)
      }
      report.walletsListed(listed)
      publishRecent()
      const stored = restoring
      if (stored && wallets.has(stored.connectorId)) {
        restoring = undefined
        connectWallet(stored.connectorId, true)
          .catch(() => saveSession(undefined))
          .finally(() => restoreEnded?.())
      }
    },
    hostWalletEvent(uuid, event, data) {
      if (!active || active.wallet.uuid !== uuid) return
      if (event === 'chainChanged') {
        const chainId = parseChainId(data)
        if (chainId) report.chainChanged('eip155', chainId)
      } else if (event === 'accountsChanged') {
        const accounts = toAccounts(data)
        if (accounts.length > 0) report.accountsChanged('eip155', accounts)
        else endSession()
      } else if (event === 'disconnect') endSession()
    },
  }

  function endSession() {
    forget()
    report.disconnect('eip155')
  }
}

function toAccounts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a)) : []
}

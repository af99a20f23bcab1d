import { Constants } from '../../../shared/constants'
import { ErrorText } from '../../../shared/errors/messages'
import { InternalError, ProviderRpcError, toProviderError, UnauthorizedError } from '../../../shared/errors/ProviderRpcError'
import type { HostWalletInfo } from '../../../shared/protocol/api'
import { statusAfterConnect, statusAfterRestore } from '../../features/connection/connectionRules'
import { connectionStatusChanged, recentWalletsSaved } from '../../features/connection/connectionSlice'
import { addRecentWallet, loadRecentWallets, saveRecentWallets } from '../../features/connection/recentWallets'
import { loadSession, saveSession } from '../../features/connection/storedSession'
import { connectorRemoved, connectorsAdded } from '../../features/connectors/connectorsSlice'
import { hostWalletsToConnectors } from '../../features/connectors/hostWalletsToConnectors'
import { isMobileVisitor } from '../../ui/device/isMobileVisitor'
import { parseChainId } from '../../features/network/networkForChainId'
import type { ConnectorContext } from '../createConnectorHub'
import { applyAccounts, applyChain, resetNamespace } from '../applyConnection'
import { createInjectedClient } from './createInjectedClient'

/** The injected connector kind as the hub uses it. */
export interface InjectedConnector {
  walletsChanged(wallets: readonly HostWalletInfo[]): void
  walletEvent(uuid: string, event: string, data: unknown): void
  /** Connects the wallet with this connector id (a prompt in the wallet). */
  connect(connectorId: string): Promise<void>
}

/**
 * Browser-extension wallets of the host page (EIP-6963 and legacy): lists them as connectors,
 * connects through the host (`eth_requestAccounts` + `eth_chainId`, then `wallet-subscribe`
 * so the host forwards the wallet's events), registers the live client under 'eip155', applies
 * accountsChanged / chainChanged / disconnect, and restores a stored session after a reload
 * (`connecting` while `eth_accounts` is asked without a prompt, §4).
 *
 * @example
 * const injected = createInjectedConnector({ store, host, registry })
 * injected.walletsChanged(await host.listWallets())
 */
export function createInjectedConnector(ctx: ConnectorContext): InjectedConnector {
  const { store, host, registry } = ctx
  const wallets = new Map<string, HostWalletInfo>()
  let active: { connectorId: string; wallet: HostWalletInfo } | undefined
  let recent = loadRecentWallets()
  let restoring = loadSession()
  if (restoring?.status !== 'connected') restoring = undefined

  const hasConnection = () => store.getState().account.byNamespace.eip155?.status === 'connected'
  const setStatus = (status: Parameters<typeof connectionStatusChanged>[0]['status']) =>
    store.dispatch(connectionStatusChanged({ namespace: 'eip155', status }))

  if (restoring) {
    setStatus('connecting')
    setTimeout(() => {
      if (!restoring) return
      restoring = undefined
      saveSession(undefined)
      if (!hasConnection()) setStatus('disconnected')
    }, Constants.injectedProviderWaitMs)
  }

  // Every recent wallet (up to 2, §9) is published with whether the host page has it now.
  const publishRecent = () => {
    if (recent.length === 0) return
    store.dispatch(
      recentWalletsSaved(
        recent.map((entry) => {
          const wallet = wallets.get(entry.id)
          return { ...entry, installed: !!wallet, imageUrl: wallet?.icon || undefined }
        }),
      ),
    )
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
      await host.emit({ type: 'wallet-subscribe', uuid: wallet.uuid })
      const call = (method: string) => host.walletRequest(wallet.uuid, { method })
      const accounts = toAccounts(await call(silent ? 'eth_accounts' : 'eth_requestAccounts'))
      if (statusAfterRestore(accounts) !== 'connected') throw new UnauthorizedError()
      const chainId = parseChainId(await call('eth_chainId'))
      if (!chainId) throw new InternalError({ message: 'ChainId not found in provider' })
      active = { connectorId, wallet }
      registry.set(
        'eip155',
        createInjectedClient(host, wallet.uuid, {
          customRpcUrls: () => store.getState().options.value.customRpcUrls,
          networkOf: (id) => store.getState().options.value.networks.find((n) => n.caipNetworkId === id),
          onDisconnected: forget,
        }),
      )
      applyChain(store, chainId)
      applyAccounts(store, 'eip155', accounts, { name: wallet.name, icon: wallet.icon || undefined, identifier: wallet.rdns || undefined })
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

  return {
    walletsChanged(list) {
      const rules = { isMobile: isMobileVisitor(), enableEIP6963: store.getState().options.value.enableEIP6963 !== false }
      wallets.clear()
      const connectors = []
      for (const wallet of list) {
        const connector = hostWalletsToConnectors([wallet], rules)[0]
        if (!connector || wallets.has(connector.id)) continue
        wallets.set(connector.id, wallet)
        connectors.push(connector)
      }
      for (const c of store.getState().connectors.list) {
        if ((c.type === 'ANNOUNCED' || c.type === 'INJECTED') && !wallets.has(c.id)) store.dispatch(connectorRemoved({ id: c.id }))
      }
      if (connectors.length > 0) store.dispatch(connectorsAdded(connectors))
      publishRecent()
      const stored = restoring
      if (stored && wallets.has(stored.connectorId)) {
        restoring = undefined
        connectWallet(stored.connectorId, true).catch(() => saveSession(undefined))
      }
    },
    walletEvent(uuid, event, data) {
      if (!active || active.wallet.uuid !== uuid) return
      if (event === 'chainChanged') {
        const chainId = parseChainId(data)
        if (chainId) applyChain(store, chainId)
      } else if (event === 'accountsChanged') {
        const accounts = toAccounts(data)
        if (accounts.length > 0) applyAccounts(store, 'eip155', accounts)
        else endSession()
      } else if (event === 'disconnect') endSession()
    },
    connect: (connectorId) => connectWallet(connectorId, false),
  }

  function endSession() {
    forget()
    resetNamespace(store, registry, 'eip155')
  }
}

function toAccounts(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((a): a is string => typeof a === 'string' && /^0x[0-9a-fA-F]{40}$/.test(a)) : []
}

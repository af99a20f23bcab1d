import type { ChainNamespace } from '../../../shared/caip'
import type { PublicState } from '../../../shared/protocol/api'
import type { RootState } from '../../store/RootState'
import type { ConnectorHub } from '../../wallets/Connector'
import { lastConnection, type LastConnection } from '../../wallets/lastConnection'
import { providerEvents } from './providerEvents'

const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122']

/**
 * Keeps this page's {@link LastConnection} in step with what the page is shown: written while
 * the visitor is connected (the accounts of every namespace served by the connector that serves
 * the page's state), forgotten once they are not. Returns what it wrote, so the caller writes
 * again only when that changes (`previous`), not at every open and close.
 *
 * @example
 * written = rememberConnection(store.getState(), hub, publicState, written)
 */
export function rememberConnection(state: RootState, hub: Pick<ConnectorHub, 'servedBy'>, shown: PublicState, previous: string | undefined): string {
  const { projectId } = state.options.value
  const { hostOrigin } = state.options
  const memo = memoOf(state, hub, shown)
  const text = memo ? JSON.stringify(memo) : ''
  if (text !== previous && projectId && hostOrigin) lastConnection.write(projectId, hostOrigin, memo)
  return text
}

function memoOf(state: RootState, hub: Pick<ConnectorHub, 'servedBy'>, shown: PublicState): LastConnection | undefined {
  const namespace = shown.namespace as ChainNamespace | undefined
  const connectorId = namespace && shown.status === 'connected' ? hub.servedBy(namespace) : undefined
  if (!namespace || !connectorId) return undefined
  const accounts: LastConnection['accounts'] = {}
  for (const ns of NAMESPACES) {
    const account = state.account.byNamespace[ns]
    if (account?.status !== 'connected' || !account.address || hub.servedBy(ns) !== connectorId) continue
    accounts[ns] = [account.address, ...account.allAccounts.map((a) => a.address).filter((a) => a !== account.address)]
  }
  const evm = state.account.byNamespace.eip155
  const chainId = accounts.eip155 && evm?.caipAddress ? Number(evm.caipAddress.split(':')[1]) : undefined
  const info = state.account.byNamespace[namespace]?.connectedWalletInfo
  const { open: _open, primed: _primed, view: _view, loading: _loading, ...connection } = shown
  const told: PublicState = { ...connection, open: false, view: 'Connect', loading: false }
  return {
    state: told,
    // The events of a modal that was disconnected and connects: what the page hears at once on its next load.
    ready: { state: told, events: providerEvents({ ...told, status: 'disconnected', accounts: [] }, told) },
    connectorId,
    accounts,
    ...(chainId !== undefined && Number.isSafeInteger(chainId) ? { chainId } : {}),
    ...(info ? { wallet: { name: info.name, ...(info.icon ? { icon: info.icon } : {}), ...(info.identifier ? { identifier: info.identifier } : {}) } } : {}),
    ...(state.connection.walletConnectNamespaces.includes(namespace) ? { viaWalletConnect: true } : {}),
  }
}

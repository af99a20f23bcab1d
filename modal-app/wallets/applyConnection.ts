import type { ChainNamespace } from '../../shared/caip'
import type { AirlockNetwork } from '../../shared/networks/networks'
import type { AppStore } from '../store/storeTypes'
import { explorerUrl } from './explorerUrl'
import { accountReset, accountUpdated, activeNamespaceChanged } from '../state/account/accountSlice'
import type { ConnectedWalletInfo } from '../state/account/accountTypes'
import { connectionReset } from '../state/connection/connectionSlice'
import { caipNetworkChanged } from '../state/network/networkSlice'
import { networkForChainId } from '../state/network/networkForChainId'
import { sendDraftReset } from '../state/send/sendSlice'
import type { LiveClients } from './liveClients'

/**
 * Makes the wallet's eip155 chain the active network (an unknown chain becomes an unsupported
 * network, docs/state-rules.md#networks) and re-qualifies the connected address with it. No-op when nothing changes. With
 * `activate: false` (a wallet that also serves the active Solana network reports its EVM chain)
 * the active network stays: only the address is re-qualified.
 *
 * @example
 * applyChain(store, 8453)
 */
export function applyChain(store: AppStore, chainId: number, { activate = true }: { activate?: boolean } = {}): void {
  const state = store.getState()
  const network = networkForChainId(state.options.value.networks, chainId)
  if (activate && state.network.caipNetwork?.caipNetworkId !== network.caipNetworkId) store.dispatch(caipNetworkChanged(network))
  const account = store.getState().account.byNamespace.eip155
  if (account?.address) store.dispatch(accountUpdated({ namespace: 'eip155', ...addressFields(store, 'eip155', account.address) }))
}

/**
 * switch to a network of another namespace (docs/state-rules.md#networks) (EVM ↔ Solana): it becomes the active network,
 * its namespace the active one (the dapp's state follows), and that namespace's connected
 * address is re-qualified on it. No-op for what is already so.
 *
 * @example
 * applyNetwork(store, solanaDevnet)
 */
export function applyNetwork(store: AppStore, network: AirlockNetwork): void {
  const state = store.getState()
  const namespace = network.chainNamespace
  if (state.network.caipNetwork?.caipNetworkId !== network.caipNetworkId) store.dispatch(caipNetworkChanged(network))
  const account = store.getState().account.byNamespace[namespace]
  if (account?.address) store.dispatch(accountUpdated({ namespace, ...addressFields(store, namespace, account.address) }))
  if (store.getState().account.activeNamespace !== namespace) store.dispatch(activeNamespaceChanged(namespace))
}

/**
 * Puts the wallet's accounts in the account state: the first is the address (CAIP-10 on the
 * active network, explorer link), all of them in `allAccounts`, status connected. The namespace
 * becomes the active one when the active network is of it.
 *
 * @example
 * applyAccounts(store, 'eip155', ['0xf39F…'], { name: 'Test Wallet' })
 */
export function applyAccounts(store: AppStore, namespace: ChainNamespace, accounts: readonly string[], wallet?: ConnectedWalletInfo): void {
  const address = accounts[0]!
  store.dispatch(
    accountUpdated({
      namespace,
      ...addressFields(store, namespace, address),
      status: 'connected',
      allAccounts: accounts.map((a) => ({ address: a, type: 'eoa', namespace })),
      ...(wallet ? { connectedWalletInfo: wallet } : {}),
    }),
  )
  // The active namespace is the active network's (docs/state-rules.md#networks): a wallet connecting several namespaces
  // (embedded, WalletConnect) does not pull the visitor off the namespace they connect on.
  const active = store.getState().network.caipNetwork
  if (!active || active.chainNamespace === namespace) store.dispatch(activeNamespaceChanged(namespace))
}

/**
 * reset of one namespace (docs/state-rules.md#reset): the live client leaves the registry, the account and connection
 * return to disconnected, and the send draft is cleared.
 *
 * @example
 * resetNamespace(store, registry, 'eip155')
 */
export function resetNamespace(store: AppStore, registry: LiveClients, namespace: ChainNamespace): void {
  registry.delete(namespace)
  store.dispatch(accountReset({ namespace }))
  store.dispatch(connectionReset({ namespace }))
  store.dispatch(sendDraftReset())
}

/** The address on the namespace's network: the active one when it is of that namespace, else its first configured. */
function addressFields(store: AppStore, namespace: ChainNamespace, address: string) {
  const state = store.getState()
  const active = state.network.caipNetwork
  const network = active?.chainNamespace === namespace ? active : state.options.value.networks.find((n) => n.chainNamespace === namespace)
  const { rpcUrls, customRpcUrls, services } = state.options.value
  // A local chain's link goes to the data service's local explorer, Solana's names the cluster.
  return {
    address,
    caipAddress: network ? `${network.caipNetworkId}:${address}` : undefined,
    addressExplorerUrl: explorerUrl(network, 'address', address, { rpcUrls, customRpcUrls, apiUrl: services.apiUrl }),
  }
}

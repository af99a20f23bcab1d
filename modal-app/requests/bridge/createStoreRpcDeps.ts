import type { ChainNamespace } from '../../../shared/caip'
import { Constants } from '../../../shared/constants'
import { LimitExceededError, UserRejectedRequestError } from '../../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import type { AppStore } from '../../store/storeTypes'
import { applyNetwork } from '../../wallets/applyConnection'
import type { LiveClients } from '../../wallets/liveClients'
import { selectIsConnected } from '../../state/account/selectors'
import { approveThenForward } from '../approvals/approveThenForward'
import { resolveApproval } from '../approvals/resolveApproval'
import { siwxAnswers } from '../siwx/siwxAnswers'
import { modalClosed, modalOpened } from '../../state/modal/modalActions'
import { viewDataChanged } from '../../state/router/routerSlice'
import type { RpcDeps } from '../router/RpcDeps'
import { trustedRpcUrlOf } from '../../clients/chainRpc/trustedRpcUrlOf'

/** Which limit a -32005 from the approval queue hit (the error class's own text is the generic JSON-RPC one). */
const APPROVALS_FULL = 'Too many requests are waiting for approval. Try again after the visitor has answered them.'

export interface NetworkSwitcher {
  switchChain(chainId: number): Promise<null>
  /** Ends the live connector's session in the namespace (the connector hub). */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** A remembered connection's wait for its wallet (the connector hub). */
  confirmed?(namespace: ChainNamespace): Promise<void> | undefined
}

/** The store-backed deps, plus what the bridge needs beyond the router. */
export interface StoreRpcDeps extends RpcDeps {
  /** Retires the approval of host request `requestId` (the host gave up on it); unknown ids are ignored. */
  cancelRequest(requestId: string): void
}

/**
 * Backs the RPC router with the store: networks and accounts from state, connectors from the
 * registry, approvals through the approval stack (resolved only by a click in the view).
 *
 * @example
 * const route = createRpcRouter(createStoreRpcDeps(store, registry, switcher))
 */
export function createStoreRpcDeps(store: AppStore, connectors: LiveClients, switcher: NetworkSwitcher): StoreRpcDeps {
  const state = () => store.getState()
  const approvalOfRequest = new Map<string, string>()
  // One wait per namespace: 20,000 concurrent eth_requestAccounts share it instead of each
  // adding a store subscriber (which made every store update cost 20,000 calls).
  const connecting = new Map<string, Promise<string>>()
  return {
    activeNetwork: () => state().network.caipNetwork,
    networks: () => state().options.value.networks,
    namespaceNetwork(namespace) {
      const { account, options } = state()
      const caip = account.byNamespace[namespace as ChainNamespace]?.caipAddress?.split(':').slice(0, 2).join(':')
      return options.value.networks.find((n) => n.caipNetworkId === caip) ?? options.value.networks.find((n) => n.chainNamespace === namespace)
    },
    rpcUrl: (network: AirlockNetwork) => trustedRpcUrlOf(network, state().options.value.rpcUrls),
    smartSessions: () => state().options.value.features.smartSessions,
    siwx: siwxAnswers(store),
    settled(namespace) {
      const connecting = () => state().connection.statusByNamespace[namespace as ChainNamespace] === 'connecting'
      if (!connecting()) return Promise.resolve()
      return new Promise<void>((resolve) => {
        const done = () => {
          unsubscribe()
          clearTimeout(timer)
          resolve()
        }
        const unsubscribe = store.subscribe(() => !connecting() && done())
        // A restore ends within the wallet wait plus the wallet's own answer (docs/constants.md#timing); never hang the dapp.
        const timer = setTimeout(done, 3 * Constants.injectedProviderWaitMs)
      })
    },
    confirmed: (namespace) => switcher.confirmed?.(namespace as ChainNamespace),
    address(namespace) {
      const account = state().account.byNamespace[namespace as keyof ReturnType<typeof state>['account']['byNamespace']]
      return account?.status === 'connected' ? account.address : undefined
    },
    connector: (namespace) => connectors.get(namespace),
    connect(namespace, network) {
      const waiting = connecting.get(namespace)
      if (waiting) return waiting
      // docs/state-rules.md#networks: a dapp connecting through its Solana provider connects (and signs in) on Solana: the
      // namespace switch happens before the modal opens, so the views and the sign-in are its.
      if (network && network.chainNamespace === namespace && state().network.caipNetwork?.chainNamespace !== namespace) applyNetwork(store, network)
      const wait = new Promise<string>((resolve, reject) => {
        store.dispatch(modalOpened({}))
        const unsubscribe = store.subscribe(() => {
          const s = state()
          const account = s.account.byNamespace[namespace as keyof typeof s.account.byNamespace]
          if (selectIsConnected(s) && account?.address) {
            unsubscribe()
            resolve(account.address)
          } else if (!s.router.open) {
            unsubscribe()
            reject(new UserRejectedRequestError())
          }
        })
      }).finally(() => connecting.delete(namespace))
      connecting.set(namespace, wait)
      return wait
    },
    approve(request) {
      if (state().approvals.stack.length >= Constants.maxPendingApprovals) return Promise.reject(new LimitExceededError({ message: APPROVALS_FULL }))
      const forget = () => request.requestId && approvalOfRequest.delete(request.requestId)
      return approveThenForward(store.dispatch, {
        method: request.method,
        params: request.params,
        caipNetworkId: request.network.caipNetworkId,
        address: request.address,
        // The method table's view after Approve (a send stays on screen as TransactionSent).
        then: request.then,
        queued: (approvalId) => void (request.requestId && approvalOfRequest.set(request.requestId, approvalId)),
      }).finally(forget)
    },
    cancelRequest(requestId) {
      const approvalId = approvalOfRequest.get(requestId)
      if (approvalId) store.dispatch(resolveApproval(approvalId, 'cancel'))
    },
    async disconnect(namespace) {
      await switcher.disconnect(namespace as ChainNamespace)
      // The dapp signed the visitor out: an open Account view shows an account that is gone.
      if (state().router.open && state().router.history.at(-1)?.view === 'Account') store.dispatch(modalClosed({ reason: 'done' }))
    },
    switchChain: (chainId) => switcher.switchChain(chainId),
    sendProgress({ sendId, network, state: progress, hash }) {
      // Only the TransactionSent view this send opened: another view on top (a new approval)
      // must not get its data.
      const top = state().router.history.at(-1)
      if (!state().router.open || top?.view !== 'TransactionSent') return
      const mine = progress === 'sending' ? top.data?.sendId === undefined : top.data?.sendId === sendId
      if (mine) store.dispatch(viewDataChanged({ sendId, state: progress, caipNetworkId: network.caipNetworkId, hash: hash ?? null }))
    },
  }
}

import type { ChainNamespace } from '../../shared/caip'
import { UserRejectedRequestError } from '../../shared/errors/ProviderRpcError'
import type { AirlockNetwork } from '../../shared/networks/networks'
import type { AppStore } from '../app/makeStore'
import type { ConnectorRegistry } from '../connectors/connectorRegistry'
import { selectIsConnected } from '../features/account/selectors'
import { requestApproval } from '../features/approvals/requestApproval'
import { modalOpened } from '../features/modal/modalActions'
import type { RpcDeps } from '../rpc/RpcDeps'
import { rpcUrlOf } from '../../shared/networks/rpcUrlOf'

export interface NetworkSwitcher {
  switchChain(chainId: number): Promise<null>
  /** Ends the live connector's session in the namespace (the connector hub). */
  disconnect(namespace?: ChainNamespace): Promise<void>
}

/**
 * Backs the RPC router with the store: networks and accounts from state, connectors from the
 * registry, approvals through the approval stack (resolved only by a click in the view).
 *
 * @example
 * const route = createRpcRouter(createStoreRpcDeps(store, registry, switcher))
 */
export function createStoreRpcDeps(store: AppStore, connectors: ConnectorRegistry, switcher: NetworkSwitcher): RpcDeps {
  const state = () => store.getState()
  return {
    activeNetwork: () => state().network.caipNetwork,
    networks: () => state().options.value.networks,
    rpcUrl: (network: AirlockNetwork) => rpcUrlOf(network, state().options.value.customRpcUrls),
    address(namespace) {
      const account = state().account.byNamespace[namespace as keyof ReturnType<typeof state>['account']['byNamespace']]
      return account?.status === 'connected' ? account.address : undefined
    },
    connector: (namespace) => connectors.get(namespace),
    connect(namespace) {
      return new Promise<string>((resolve, reject) => {
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
      })
    },
    approve(request) {
      return new Promise<void>((resolve, reject) => {
        store.dispatch(
          requestApproval({
            shown: { view: 'ApproveTransaction', data: { method: request.method, params: JSON.stringify(request.params ?? null), caipNetworkId: request.network.caipNetworkId, address: request.address } },
            onSuccess: () => resolve(),
            onCancel: () => reject(new UserRejectedRequestError()),
          }),
        )
      })
    },
    disconnect: (namespace) => switcher.disconnect(namespace as ChainNamespace),
    switchChain: (chainId) => switcher.switchChain(chainId),
  }
}

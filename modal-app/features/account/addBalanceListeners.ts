import { afterNextFrame } from '../../lib/afterNextFrame'
import type { AppStartListening } from '../../store/listenerMiddleware'
import { approvalResolved } from '../../state/approvals/approvalsSlice'
import { modalOpened } from '../../state/modal/modalActions'
import { caipNetworkChanged } from '../../state/network/networkSlice'
import { accountUpdated } from '../../state/account/accountSlice'
import { fetchNativeBalance } from './fetchNativeBalance'
import { trustedRpcUrlOf } from '../../clients/chainRpc/trustedRpcUrlOf'

/** After an approved request the chain needs a moment to include it before the balance moves. */
const AFTER_APPROVAL_MS = 1_500

/**
 * Keeps the Account view's native balance (eip155, SOL on a Solana network, DOT's free balance on a Polkadot network, BTC of the payment address on a Bitcoin network) read from the chain: when an address connects or
 * changes, when the network changes, when the modal opens, and shortly after an approved
 * request (docs/state-rules.md#balances: a successful request refreshes the balance); when it moved, the token rows are
 * read again too. Reads go to the RPC the modal trusts (the operator's, `trustedRpcUrlOf`; never the page's `customRpcUrls`). A failed read leaves the last
 * balance.
 *
 * @example
 * addBalanceListeners(listenerMiddleware.startListening)
 */
export function addBalanceListeners(startListening: AppStartListening): void {
  startListening({
    predicate: (action, current, previous) => {
      if (caipNetworkChanged.match(action) || modalOpened.match(action)) return true
      if (approvalResolved.match(action)) return action.payload.outcome === 'success'
      if (!accountUpdated.match(action)) return false
      const namespace = action.payload.namespace
      const a = current.account.byNamespace[namespace]
      const b = previous.account.byNamespace[namespace]
      return a?.address !== b?.address || (a?.status === 'connected' && b?.status !== 'connected')
    },
    effect: async (action, api) => {
      api.cancelActiveListeners()
      if (approvalResolved.match(action)) await api.delay(AFTER_APPROVAL_MS)
      // Opening must paint first; the refresh starts after the opened modal's first frame.
      if (modalOpened.match(action)) await api.pause(afterNextFrame())
      const state = api.getState()
      const network = state.network.caipNetwork
      // The active network's namespace: every one the modal knows (EVM, Solana, Polkadot, Bitcoin) has a native balance (docs/features.md#namespaces).
      if (!network) return
      const namespace = network.chainNamespace
      const account = state.account.byNamespace[namespace]
      if (!account?.address || account.status !== 'connected') return
      const address = account.address
      const rpcUrl = trustedRpcUrlOf(network, state.options.value.rpcUrls)
      try {
        // Bitcoin's reader (Esplora) loads with its first balance only: none of it on the start path.
        const balance = await api.pause(namespace === 'bip122' ? import('../../clients/esplora/fetchBitcoinBalance').then((m) => m.fetchBitcoinBalance(rpcUrl, network.caipNetworkId, address)) : fetchNativeBalance(rpcUrl, network, account.address))
        const now = api.getState()
        if (now.account.byNamespace[namespace]?.address !== account.address || now.network.caipNetwork?.caipNetworkId !== network.caipNetworkId) return
        const before = now.account.byNamespace[namespace]?.balance
        api.dispatch(accountUpdated({ namespace, balance, balanceSymbol: network.nativeCurrency.symbol }))
        // When the balance moved (a send, a faucet), the Tokens tab reads the data API again too,
        // so its rows move with the header instead of showing their 30 s old cache. Only when the
        // Account view has loaded the data API already: this listener must not pull it into the
        // modal's start.
        if (before !== undefined && before !== balance && api.getState().dataApi) {
          const { portfolioApi } = await import('../../state/dataService/portfolioApi')
          api.dispatch(portfolioApi.endpoints.balance.initiate({ address: account.address, caipNetworkId: network.caipNetworkId }, { subscribe: false, forceRefetch: true }) as never)
        }
      } catch {
        // Unreachable RPC or unknown chain: keep what is shown.
      }
    },
  })
}

import { isAnyOf } from '@reduxjs/toolkit'
import { afterNextFrame } from '../../lib/afterNextFrame'
import type { AppStartListening } from '../../store/listenerMiddleware'
import type { RootState } from '../../app/rootReducer'
import { ErrorText } from '../../../shared/errors/messages'
import { selectActiveAccount, selectIsConnected } from '../../state/account/selectors'
import { approvalResolved } from '../../state/approvals/approvalsSlice'
import { walletSelected } from '../../state/connection/connectActions'
import { connectionReset, connectionStatusChanged } from '../../state/connection/connectionSlice'
import { modalClosed, modalOpened } from '../../state/modal/modalActions'
import { caipNetworkChanged } from '../../state/network/networkSlice'
import { notificationRequested } from '../../state/notifications/notificationsSlice'
import { connectionEventFor, type AnalyticsEvent } from './analyticsEvents'
import { createAnalyticsSender } from './createAnalyticsSender'

/** Wallet methods that send something (their approval outcome is a send event). */
const SENDING_METHODS = new Set(['eth_sendTransaction', 'wallet_sendCalls', 'solana_signAndSendTransaction', 'eth_sendUserOperation'])

const addressOf = (s: RootState) => selectActiveAccount(s)?.address

/**
 * Tracks the modal's events from the actions that already happen (analytics, docs/calls.md#analytics): modal opened
 * and closed, wallet selected, connect success and error and disconnect (status changes per
 * namespace), network switched, send approved or rejected, and the send toasts ('Transaction
 * started' → SEND_SUCCESS, 'Something went wrong' → SEND_ERROR, docs/texts.md#toasts). One sender per store.
 *
 * @example
 * addAnalyticsListeners(listenerMiddleware.startListening)
 */
export function addAnalyticsListeners(startListening: AppStartListening): void {
  const send = createAnalyticsSender()
  const track = (api: { getState: () => RootState; dispatch: (a: never) => unknown }, event: AnalyticsEvent, address = addressOf(api.getState())) =>
    send({ getState: api.getState, dispatch: (a) => api.dispatch(a as never) }, event, address)

  startListening({
    matcher: isAnyOf(modalOpened, modalClosed),
    effect: async (action, api) => {
      const properties = { connected: selectIsConnected(api.getState()) }
      // Analytics never competes with the open/close frame: its fetch starts after that frame.
      await api.pause(afterNextFrame())
      return track(api, { event: modalOpened.match(action) ? 'MODAL_OPEN' : 'MODAL_CLOSE', properties })
    },
  })
  startListening({
    actionCreator: walletSelected,
    effect: (action, api) => track(api, { event: 'SELECT_WALLET', properties: { id: action.payload.id, group: action.payload.group } }),
  })
  startListening({
    actionCreator: connectionStatusChanged,
    effect: (action, api) => {
      const { namespace, status } = action.payload
      const before = api.getOriginalState().connection.statusByNamespace[namespace] ?? 'disconnected'
      const event = connectionEventFor(before, status)
      if (!event) return
      const state = event === 'DISCONNECT_SUCCESS' ? api.getOriginalState() : api.getState()
      const account = state.account.byNamespace[namespace]
      const wallet = account?.connectedWalletInfo?.name ?? state.connection.recentWallet?.name ?? null
      return track(api, { event, properties: { namespace, name: wallet } }, account?.address)
    },
  })
  startListening({
    actionCreator: connectionReset,
    effect: (action, api) => {
      const before = api.getOriginalState()
      const namespaces = action.payload.namespace ? [action.payload.namespace] : Object.keys(before.connection.statusByNamespace)
      const was = namespaces.filter((ns) => before.connection.statusByNamespace[ns as keyof typeof before.connection.statusByNamespace] === 'connected')
      if (was.length === 0) return
      return track(api, { event: 'DISCONNECT_SUCCESS', properties: { namespace: was.join(',') } }, addressOf(before))
    },
  })
  startListening({
    actionCreator: caipNetworkChanged,
    effect: (action, api) => {
      const before = api.getOriginalState().network.caipNetwork?.caipNetworkId
      if (before && before !== action.payload.caipNetworkId) return track(api, { event: 'SWITCH_NETWORK', properties: { network: action.payload.caipNetworkId } })
    },
  })
  startListening({
    actionCreator: approvalResolved,
    effect: (action, api) => {
      const entry = api.getOriginalState().approvals.stack.find((e) => e.id === action.payload.id)
      const method = entry?.shown.data?.method
      if (typeof method !== 'string' || !SENDING_METHODS.has(method)) return
      return track(api, { event: action.payload.outcome === 'success' ? 'SEND_APPROVED' : 'SEND_REJECTED', properties: { method } })
    },
  })
  startListening({
    actionCreator: notificationRequested,
    effect: (action, api) => {
      const { message } = action.payload
      if (message === ErrorText.transactionStarted) return track(api, { event: 'SEND_SUCCESS' })
      if (message === ErrorText.somethingWentWrong) return track(api, { event: 'SEND_ERROR' })
    },
  })
}

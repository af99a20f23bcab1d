import type { AppStartListening } from '../../store/listenerMiddleware'
import { hubFrom } from '../../wallets/hubAccess'
import { modalOpened } from '../../state/modal/modalActions'
import { viewDataChanged, viewPushed, viewsReset } from '../../state/router/routerSlice'
import { notificationRequested } from '../../state/notifications/notificationsSlice'
import { callsSponsorshipRefused, callsStatusShown } from '../../state/calls/callsActions'

/** receipt wait (docs/constants.md#timing): how long the view follows a pending batch. */
const FOLLOW_MS = 25_000
const POLL_MS = 300

/**
 * `wallet_showCallsStatus`: opens the modal on CallsStatus for the batch (or pushes it when the
 * modal is open), then asks the connected wallet for `wallet_getCallsStatus` until the batch is
 * no longer pending (or 25 s passed, or the visitor left the view), putting the status and the
 * transaction hash into the view's data. A sponsorship the paymaster refused opens the modal (if
 * the approval had closed it) with the reason as an error toast.
 *
 * @example
 * addCallsListeners(listenerMiddleware.startListening)
 */
export function addCallsListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: callsStatusShown,
    effect: async ({ payload }, api) => {
      const entry = { view: 'CallsStatus' as const, data: { id: payload.id, status: 100 } }
      if (api.getState().router.open) api.dispatch(viewPushed(entry))
      else {
        api.dispatch(modalOpened({}))
        api.dispatch(viewsReset(entry))
      }
      const showing = () => {
        const top = api.getState().router.history.at(-1)
        return api.getState().router.open && top?.view === 'CallsStatus' && top.data?.id === payload.id
      }
      const until = Date.now() + FOLLOW_MS
      while (showing() && Date.now() < until) {
        const client = hubFrom(api.extra)?.registry.get('eip155')
        try {
          const status = (await client?.request({ method: 'wallet_getCallsStatus', params: [payload.id] })) as { status?: number; receipts?: { transactionHash?: string }[] } | undefined
          if (!showing()) return
          api.dispatch(viewDataChanged({ status: status?.status ?? 100, txHash: status?.receipts?.[0]?.transactionHash ?? null }))
          if (status?.status !== undefined && status.status !== 100) return
        } catch {
          if (showing()) api.dispatch(viewDataChanged({ status: 400 }))
          return
        }
        await api.delay(POLL_MS)
      }
    },
  })
  startListening({
    actionCreator: callsSponsorshipRefused,
    effect: ({ payload }, api) => {
      if (!api.getState().router.open) api.dispatch(modalOpened({}))
      api.dispatch(notificationRequested({ message: payload.message, variant: 'error' }))
    },
  })
}

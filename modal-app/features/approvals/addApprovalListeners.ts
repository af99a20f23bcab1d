import type { AppStartListening } from '../../app/listenerMiddleware'
import { modalClosed } from '../modal/modalActions'
import { approvalsCleared } from './approvalsSlice'

/**
 * Closing the modal cancels every pending approval (§4: closing rejects pending requests):
 * each cancel callback runs once and the stack empties.
 *
 * @example
 * addApprovalListeners(listenerMiddleware.startListening)
 */
export function addApprovalListeners(startListening: AppStartListening): void {
  startListening({
    actionCreator: modalClosed,
    effect: (_action, api) => {
      const pending = api.getState().approvals.stack
      if (pending.length === 0) return
      api.dispatch(approvalsCleared())
      for (const entry of pending) api.extra.approvals.take(entry.id)?.onCancel?.()
    },
  })
}

import type { AppStartListening } from '../../store/listenerMiddleware'
import { modalClosed } from '../../state/modal/modalActions'
import { approvalBackedOut } from '../../state/approvals/approvalBackedOut'
import { approvalsCleared } from '../../state/approvals/approvalsSlice'
import { resolveApproval } from './resolveApproval'

/**
 * Closing the modal cancels every pending approval (docs/state-rules.md#embedded-wallet: closing rejects pending requests):
 * each cancel callback runs once and the stack empties. Back on an approval rejects that one.
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
  startListening({
    actionCreator: approvalBackedOut,
    effect: ({ payload }, api) => void api.dispatch(resolveApproval(payload, 'cancel')),
  })
}

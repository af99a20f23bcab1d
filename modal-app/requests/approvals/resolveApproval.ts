import type { AppThunk } from '../../store/appThunk'
import { modalClosed } from '../../state/modal/modalActions'
import { goBack } from '../../state/router/goBack'
import { viewReplaced, viewsReset } from '../../state/router/routerSlice'
import { approvalResolved } from '../../state/approvals/approvalsSlice'
import { nextRouteAfterApproval } from './nextRouteAfterApproval'

/**
 * Decides a pending approval: runs its success or cancel callback once, removes it from the
 * queue, and shows the next waiting approval in its place, or, with none left, routes as
 * `nextRouteAfterApproval` says. Unknown ids are ignored.
 *
 * @example
 * dispatch(resolveApproval(id, 'cancel'))
 */
export function resolveApproval(id: string, outcome: 'success' | 'cancel'): AppThunk<void> {
  return (dispatch, getState, extra) => {
    const entry = getState().approvals.stack.find((e) => e.id === id)
    if (!entry) return
    dispatch(approvalResolved({ id, outcome }))
    const callbacks = extra.approvals.take(id)
    const next = getState().approvals.stack[0]
    const onScreen = getState().router.history.at(-1)?.data?.approvalId === id
    const route = nextRouteAfterApproval(entry, outcome)
    if (next && getState().router.open) {
      if (onScreen) dispatch(viewReplaced(next.shown))
    } else if (route.kind === 'goBack') dispatch(goBack())
    else if (route.kind === 'replace') dispatch(viewReplaced(route.view))
    else if (route.kind === 'reset') dispatch(viewsReset(route.view))
    else dispatch(modalClosed({ reason: 'done' }))
    if (outcome === 'success') callbacks?.onSuccess?.()
    else callbacks?.onCancel?.()
  }
}

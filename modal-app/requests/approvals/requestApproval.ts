import { nanoid } from '@reduxjs/toolkit'
import type { AppThunk } from '../../store/appThunk'
import { modalOpened } from '../../state/modal/modalActions'
import { viewPushed, viewReplaced, viewsReset } from '../../state/router/routerSlice'
import type { RouteEntry, ViewName } from '../../state/router/viewNames'
import type { ApprovalCallbacks } from '../../store/approvalCallbacks'
import { approvalPushed } from '../../state/approvals/approvalsSlice'

export interface ApprovalRequest extends ApprovalCallbacks {
  /** The view that asks the visitor (e.g. `{ view: 'ApproveTransaction', data: { method, params } }`); its data is the request. */
  shown: RouteEntry
  /** The request the view shows, when it is more than flat route data (decoded RPC params); else `shown.data`. */
  request?: Readonly<Record<string, unknown>>
  goBack?: boolean
  replace?: boolean
  view?: ViewName
}

/**
 * Puts an approval on the queue. The request it shows is kept in the approval entry and the
 * route carries only its id, so the view can show, and Approve can act on, nothing but that
 * entry. When no other approval is waiting its view is shown: on top of the current view when
 * the modal is open (or in its place with `replace`), as the only view when the modal was closed
 * (so a cancel closes it again). Otherwise it waits behind the one on screen. Returns the id.
 *
 * @example
 * const id = dispatch(requestApproval({ shown: { view: 'ApproveTransaction' }, onSuccess, onCancel }))
 */
export function requestApproval(request: ApprovalRequest): AppThunk<string> {
  return (dispatch, getState, extra) => {
    const id = nanoid()
    const shown: RouteEntry = { view: request.shown.view, data: { approvalId: id } }
    const waiting = getState().approvals.stack.length > 0
    extra.approvals.set(id, { onSuccess: request.onSuccess, onCancel: request.onCancel })
    dispatch(approvalPushed({ id, shown, request: request.request ?? request.shown.data, goBack: !!request.goBack, replace: !!request.replace, view: request.view }))
    if (waiting && getState().router.open) return id
    if (!getState().router.open) {
      dispatch(modalOpened({}))
      dispatch(viewsReset(shown))
    } else if (request.replace) dispatch(viewReplaced(shown))
    else dispatch(viewPushed(shown))
    return id
  }
}

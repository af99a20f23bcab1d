import { nanoid } from '@reduxjs/toolkit'
import type { AppThunk } from '../../app/appThunk'
import { modalOpened } from '../modal/modalActions'
import { viewPushed, viewReplaced, viewsReset } from '../router/routerSlice'
import type { RouteEntry, ViewName } from '../router/viewNames'
import type { ApprovalCallbacks } from './approvalCallbacks'
import { approvalPushed } from './approvalsSlice'

export interface ApprovalRequest extends ApprovalCallbacks {
  /** The view that asks the visitor (e.g. `{ view: 'ApproveTransaction', data: { requestId } }`). */
  shown: RouteEntry
  goBack?: boolean
  replace?: boolean
  view?: ViewName
}

/**
 * Puts an approval on the stack and shows its view: on top of the current view when the modal
 * is open (or in its place with `replace`), as the only view when the modal was closed (so a
 * cancel closes it again). Returns the approval id for `resolveApproval`.
 *
 * @example
 * const id = dispatch(requestApproval({ shown: { view: 'ApproveTransaction' }, onSuccess, onCancel }))
 */
export function requestApproval(request: ApprovalRequest): AppThunk<string> {
  return (dispatch, getState, extra) => {
    const id = nanoid()
    extra.approvals.set(id, { onSuccess: request.onSuccess, onCancel: request.onCancel })
    dispatch(approvalPushed({ id, shown: request.shown, goBack: !!request.goBack, replace: !!request.replace, view: request.view }))
    if (!getState().router.open) {
      dispatch(modalOpened({}))
      dispatch(viewsReset(request.shown))
    } else if (request.replace) dispatch(viewReplaced(request.shown))
    else dispatch(viewPushed(request.shown))
    return id
  }
}

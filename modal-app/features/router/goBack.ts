import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { modalClosed } from '../modal/modalActions'
import type { ApprovalsState } from '../approvals/approvalsSlice'
import { approvalBackedOut } from '../approvals/approvalBackedOut'
import { goBackOutcome } from './goBackOutcome'
import type { RouterState } from './routerSlice'
import { wentBack } from './routerSlice'

/**
 * Goes back one view; when the §2 rule says going back closes, dispatches `modal/closed` so
 * everything that cares about closing (the bridge, pending approvals) sees one event. Back on an
 * approval rejects it: a request that leaves the screen must not stay approvable, unseen.
 *
 * @example
 * dispatch(goBack())
 */
export function goBack(): ThunkAction<void, { router: RouterState; approvals: ApprovalsState }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    const approvalId = getState().router.history.at(-1)?.data?.approvalId
    if (typeof approvalId === 'string' && getState().approvals.stack.some((e) => e.id === approvalId)) {
      dispatch(approvalBackedOut(approvalId))
      return
    }
    if (goBackOutcome(getState().router.history).close) dispatch(modalClosed({ reason: 'back' }))
    else dispatch(wentBack())
  }
}

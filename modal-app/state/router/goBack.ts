import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { Constants } from '../../../shared/constants'
import { modalClosed } from '../modal/modalActions'
import type { ApprovalsState } from '../approvals/approvalsSlice'
import { approvalBackedOut } from '../approvals/approvalBackedOut'
import { goBackOutcome } from './goBackOutcome'
import type { RouterState } from './routerSlice'
import { wentBack } from './routerSlice'

type BackThunk = ThunkAction<void, { router: RouterState; approvals: ApprovalsState }, unknown, UnknownAction>

/**
 * Goes back one view; when the rule says going back closes (docs/views.md#stack), dispatches `modal/closed` so
 * everything that cares about closing (the bridge, pending approvals) sees one event. Back on an
 * approval rejects it: a request that leaves the screen must not stay approvable, unseen. Back
 * from ConnectingFarcaster steps after the 100 ms delay (docs/constants.md#timing), once, and only if that view is still
 * on top then (a second press, or the modal closing meanwhile, makes it a no-op).
 *
 * @example
 * dispatch(goBack())
 */
export function goBack(): BackThunk {
  return (dispatch, getState) => {
    const { history } = getState().router
    const top = history.at(-1)
    const approvalId = top?.data?.approvalId
    if (typeof approvalId === 'string' && getState().approvals.stack.some((e) => e.id === approvalId)) {
      dispatch(approvalBackedOut(approvalId))
      return
    }
    const step = () => {
      if (goBackOutcome(getState().router.history).close) dispatch(modalClosed({ reason: 'back' }))
      else dispatch(wentBack())
    }
    if (top?.view !== 'ConnectingFarcaster') return step()
    const depth = history.length
    setTimeout(() => {
      const now = getState().router
      if (now.open && now.history.length === depth && now.history.at(-1)?.view === 'ConnectingFarcaster') step()
    }, Constants.farcasterBackDelayMs)
  }
}

import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit'
import { modalClosed } from '../modal/modalActions'
import { goBackOutcome } from './goBackOutcome'
import type { RouterState } from './routerSlice'
import { wentBack } from './routerSlice'

/**
 * Goes back one view; when the §2 rule says going back closes, dispatches `modal/closed` so
 * everything that cares about closing (the bridge, pending approvals) sees one event.
 *
 * @example
 * dispatch(goBack())
 */
export function goBack(): ThunkAction<void, { router: RouterState }, unknown, UnknownAction> {
  return (dispatch, getState) => {
    if (goBackOutcome(getState().router.history).close) dispatch(modalClosed({ reason: 'back' }))
    else dispatch(wentBack())
  }
}

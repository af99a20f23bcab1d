import type { AppThunk } from '../../store/appThunk'
import { hubFrom } from '../../wallets/hubAccess'
import { startSend } from './startSend'

/**
 * The preview's Send: runs `startSend` with this store's state and its live connector hub (the
 * thunk's extra), so the send code loads with the preview view instead of the modal's start.
 *
 * @example
 * const hash = await dispatch(sendDraft())
 */
export function sendDraft(): AppThunk<Promise<string | undefined>> {
  return (dispatch, getState, extra) => startSend({ getState, dispatch, connector: (ns) => hubFrom(extra)?.registry.get(ns) })
}

import { isAnyOf } from '@reduxjs/toolkit'
import { Constants } from '../../../shared/constants'
import type { AppStartListening } from '../../store/listenerMiddleware'
import { viewPushed, viewReplaced, viewsReset, wentBack, wentBackToIndex } from '../router/routerSlice'
import { notificationClosed, notificationDisplayed, notificationRequested } from './notificationsSlice'

/** How long a success or error toast stays before closing itself. */
export const NOTIFICATION_AUTO_CLOSE_MS = 2_500
/**
 * A toast shown at least this long ago closes when the visitor moves to another view. Younger
 * ones stay: they were asked for together with that move (e.g. "Copied", then Back).
 */
export const NOTIFICATION_NAVIGATION_GRACE_MS = 300

/**
 * Registers the toast effects: the swap rule (docs/state-rules.md#notifications) (an open toast closes and the new one shows
 * after 150 ms; the newest request wins), auto-close, and closing on navigation (a toast is
 * about the view it was raised on; a loading toast stays until its work ends).
 *
 * @example
 * addNotificationListeners(listenerMiddleware.startListening)
 */
export function addNotificationListeners(startListening: AppStartListening): void {
  let displayedAt = 0
  startListening({
    matcher: isAnyOf(viewPushed, viewReplaced, viewsReset, wentBack, wentBackToIndex),
    effect: (_action, api) => {
      const now = api.getState().notifications
      if (now.open && now.variant !== 'loading' && Date.now() - displayedAt >= NOTIFICATION_NAVIGATION_GRACE_MS) api.dispatch(notificationClosed())
    },
  })
  startListening({
    actionCreator: notificationRequested,
    effect: async (action, api) => {
      api.cancelActiveListeners()
      const { message, variant } = action.payload
      const autoClose = action.payload.autoClose ?? variant !== 'loading'
      if (api.getState().notifications.open) {
        api.dispatch(notificationClosed())
        await api.delay(Constants.notificationSwapMs)
      }
      api.dispatch(notificationDisplayed({ message, variant, autoClose }))
      displayedAt = Date.now()
      if (!autoClose) return
      const id = api.getState().notifications.id
      await api.delay(NOTIFICATION_AUTO_CLOSE_MS)
      const now = api.getState().notifications
      if (now.open && now.id === id) api.dispatch(notificationClosed())
    },
  })
}

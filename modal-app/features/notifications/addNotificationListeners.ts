import { Constants } from '../../../shared/constants'
import type { AppStartListening } from '../../app/listenerMiddleware'
import { notificationClosed, notificationDisplayed, notificationRequested } from './notificationsSlice'

/** How long a success or error toast stays before closing itself. */
export const NOTIFICATION_AUTO_CLOSE_MS = 2_500

/**
 * Registers the toast effects: the §4 swap rule (an open toast closes and the new one shows
 * after 150 ms; the newest request wins) and auto-close.
 *
 * @example
 * addNotificationListeners(listenerMiddleware.startListening)
 */
export function addNotificationListeners(startListening: AppStartListening): void {
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
      if (!autoClose) return
      const id = api.getState().notifications.id
      await api.delay(NOTIFICATION_AUTO_CLOSE_MS)
      const now = api.getState().notifications
      if (now.open && now.id === id) api.dispatch(notificationClosed())
    },
  })
}

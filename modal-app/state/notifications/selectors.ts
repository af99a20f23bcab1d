import type { NotificationsState } from './notificationsSlice'

/** The toast state. @example selectNotification(state).open */
export const selectNotification = (s: { notifications: NotificationsState }): NotificationsState => s.notifications

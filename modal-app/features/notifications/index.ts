export * from './notificationsSlice'
export * from './selectors'
export * from './addNotificationListeners'

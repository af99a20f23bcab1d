export * from './alertsSlice'
export * from './selectors'
export * from './addAlertListeners'

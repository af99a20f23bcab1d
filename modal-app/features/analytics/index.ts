export * from './analyticsEvents'
export * from './buildAnalyticsBody'
export * from './createAnalyticsSender'
export * from './addAnalyticsListeners'

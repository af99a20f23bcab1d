export * from './isSafeExternalUrl'
export * from './isConnectSource'
export * from './isExactOrigin'

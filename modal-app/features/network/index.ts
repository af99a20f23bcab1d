export * from './networkSlice'
export * from './selectors'
export * from './selectUnsupportedChain'
export * from './addNetworkListeners'

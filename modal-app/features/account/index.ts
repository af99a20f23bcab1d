export * from './accountTypes'
export * from './accountSlice'
export * from './selectors'

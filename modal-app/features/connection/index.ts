export * from './connectionSlice'
export * from './selectors'

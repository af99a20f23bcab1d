export * from './connectorsSlice'
export * from './selectors'

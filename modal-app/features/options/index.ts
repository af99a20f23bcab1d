export * from './optionsSlice'
export * from './selectors'

export * from './themeSlice'
export * from './selectors'

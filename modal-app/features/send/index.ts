export * from './sendSlice'

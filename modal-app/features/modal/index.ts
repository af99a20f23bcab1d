export * from './modalActions'

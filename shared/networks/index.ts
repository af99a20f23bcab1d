export * from './networks'

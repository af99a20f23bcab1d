export * from './caip'

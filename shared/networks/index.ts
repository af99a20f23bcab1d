export * from './networks'
export * from './rpcUrlOf'

export * from './ProviderRpcError'
export * from './messages'

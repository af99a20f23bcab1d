export { createRpcRouter } from './createRpcRouter'
export type { ConnectorClient, RpcDeps } from './RpcDeps'

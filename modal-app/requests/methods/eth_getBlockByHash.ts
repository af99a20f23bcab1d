import { defineMethod } from './MethodSpec'

/** eth_getBlockByHash: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_getBlockByHash', namespaces: ['eip155'], policy: 'read' })

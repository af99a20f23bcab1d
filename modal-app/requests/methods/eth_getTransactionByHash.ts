import { defineMethod } from './MethodSpec'

/** eth_getTransactionByHash: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_getTransactionByHash', namespaces: ['eip155'], policy: 'read' })

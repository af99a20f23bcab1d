import { defineMethod } from './MethodSpec'

/** eth_getTransactionCount: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_getTransactionCount', namespaces: ['eip155'], policy: 'read' })

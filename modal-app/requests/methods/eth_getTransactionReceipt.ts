import { defineMethod } from './MethodSpec'

/** eth_getTransactionReceipt: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_getTransactionReceipt', namespaces: ['eip155'], policy: 'read' })

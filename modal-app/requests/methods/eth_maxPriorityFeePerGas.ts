import { defineMethod } from './MethodSpec'

/** eth_maxPriorityFeePerGas: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_maxPriorityFeePerGas', namespaces: ['eip155'], policy: 'read' })

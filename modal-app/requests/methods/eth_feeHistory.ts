import { defineMethod } from './MethodSpec'

/** eth_feeHistory: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_feeHistory', namespaces: ['eip155'], policy: 'read' })

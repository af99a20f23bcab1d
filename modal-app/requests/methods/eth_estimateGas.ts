import { defineMethod } from './MethodSpec'

/** eth_estimateGas: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_estimateGas', namespaces: ['eip155'], policy: 'read' })

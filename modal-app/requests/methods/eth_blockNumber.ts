import { defineMethod } from './MethodSpec'

/** eth_blockNumber: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_blockNumber', namespaces: ['eip155'], policy: 'read' })

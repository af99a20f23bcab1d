import { defineMethod } from './MethodSpec'

/** eth_getBlockByNumber: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_getBlockByNumber', namespaces: ['eip155'], policy: 'read' })

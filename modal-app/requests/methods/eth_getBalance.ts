import { defineMethod } from './MethodSpec'

/** eth_getBalance: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_getBalance', namespaces: ['eip155'], policy: 'read' })

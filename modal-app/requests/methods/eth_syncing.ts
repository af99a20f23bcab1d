import { defineMethod } from './MethodSpec'

/** eth_syncing: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_syncing', namespaces: ['eip155'], policy: 'read' })

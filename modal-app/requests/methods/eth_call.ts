import { defineMethod } from './MethodSpec'

/** eth_call: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_call', namespaces: ['eip155'], policy: 'read' })

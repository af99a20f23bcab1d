import { defineMethod } from './MethodSpec'

/** eth_getLogs: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_getLogs', namespaces: ['eip155'], policy: 'read' })

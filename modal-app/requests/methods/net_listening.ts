import { defineMethod } from './MethodSpec'

/** net_listening: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'net_listening', namespaces: ['eip155'], policy: 'read' })

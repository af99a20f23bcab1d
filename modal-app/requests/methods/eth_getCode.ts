import { defineMethod } from './MethodSpec'

/** eth_getCode: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_getCode', namespaces: ['eip155'], policy: 'read' })

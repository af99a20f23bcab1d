import { defineMethod } from './MethodSpec'

/** eth_getProof: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_getProof', namespaces: ['eip155'], policy: 'read' })

import { defineMethod } from './MethodSpec'

/** eth_gasPrice: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_gasPrice', namespaces: ['eip155'], policy: 'read' })

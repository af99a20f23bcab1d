import { defineMethod } from './MethodSpec'

/** eth_getStorageAt: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_getStorageAt', namespaces: ['eip155'], policy: 'read' })

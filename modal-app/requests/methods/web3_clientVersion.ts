import { defineMethod } from './MethodSpec'

/** web3_clientVersion: answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'web3_clientVersion', namespaces: ['eip155'], policy: 'read' })

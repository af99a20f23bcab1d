import { defineMethod } from './MethodSpec'

/** eth_chainId: answered from the network the request is on, without a call. */
export default defineMethod({ method: 'eth_chainId', namespaces: ['eip155'], policy: 'read', fromNetwork: (network) => `0x${Number(network.id).toString(16)}` })

import { defineMethod } from './MethodSpec'

/** net_version: answered from the network the request is on, without a call. */
export default defineMethod({ method: 'net_version', namespaces: ['eip155'], policy: 'read', fromNetwork: (network) => String(network.id) })

import { defineMethod } from './MethodSpec'

/** eth_blobBaseFee (EIP-7516): the current blob base fee, answered from the network's RPC endpoint, no account needed. */
export default defineMethod({ method: 'eth_blobBaseFee', namespaces: ['eip155'], policy: 'read' })

import { defineMethod } from './MethodSpec'

/** eth_sendRawTransaction: an already signed transaction, relayed by the network's RPC endpoint (no key of ours signs it). */
export default defineMethod({ method: 'eth_sendRawTransaction', namespaces: ['eip155'], policy: 'read' })

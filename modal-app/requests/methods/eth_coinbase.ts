import { defineMethod } from './MethodSpec'

/** eth_coinbase: the connected account. */
export default defineMethod({ method: 'eth_coinbase', namespaces: ['eip155'], policy: 'account', accounts: 'address' })

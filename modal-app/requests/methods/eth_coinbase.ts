import { defineMethod } from './MethodSpec'

/** eth_coinbase: the connected account (the restored one, when asked during a restore). */
export default defineMethod({ method: 'eth_coinbase', namespaces: ['eip155'], policy: 'account', accounts: 'address', awaitsRestore: true })

import { defineMethod } from './MethodSpec'

/** eth_accounts: the connected account, or none; never a prompt. */
export default defineMethod({ method: 'eth_accounts', namespaces: ['eip155'], policy: 'account', accounts: 'list' })

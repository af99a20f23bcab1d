import { defineMethod } from './MethodSpec'

/** getAccountAddresses: the connected Bitcoin account, or none. */
export default defineMethod({ method: 'getAccountAddresses', namespaces: ['bip122'], policy: 'account', accounts: 'list' })

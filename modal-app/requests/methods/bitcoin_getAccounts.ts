import { defineMethod } from './MethodSpec'

/** bitcoin_getAccounts: the connected Bitcoin account, or none (after a restore in progress): the host wallet's silent connect. */
export default defineMethod({ method: 'bitcoin_getAccounts', namespaces: ['bip122'], policy: 'account', accounts: 'list', awaitsRestore: true })

import { defineMethod } from './MethodSpec'

/** solana_getAccounts: the connected Solana account, or none (after a restore in progress). */
export default defineMethod({ method: 'solana_getAccounts', namespaces: ['solana'], policy: 'account', accounts: 'list', awaitsRestore: true })

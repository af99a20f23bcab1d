import { defineMethod } from './MethodSpec'

/** polkadot_getAccounts: the connected Polkadot account, or none (after a restore in progress). */
export default defineMethod({ method: 'polkadot_getAccounts', namespaces: ['polkadot'], policy: 'account', accounts: 'list', awaitsRestore: true })

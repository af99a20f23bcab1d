import { defineMethod } from './MethodSpec'

/** solana_requestAccounts: the connected Solana account, or the modal opens to connect one. */
export default defineMethod({ method: 'solana_requestAccounts', namespaces: ['solana'], policy: 'account', accounts: 'connect' })

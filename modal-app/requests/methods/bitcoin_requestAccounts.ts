import { defineMethod } from './MethodSpec'

/** bitcoin_requestAccounts: the host's Bitcoin wallet connecting: the connected Bitcoin account, or the modal opens to connect one. */
export default defineMethod({ method: 'bitcoin_requestAccounts', namespaces: ['bip122'], policy: 'account', accounts: 'connect' })

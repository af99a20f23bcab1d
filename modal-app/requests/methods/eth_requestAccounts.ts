import { defineMethod } from './MethodSpec'

/** eth_requestAccounts: the connected account, or the modal opens to connect one (after a restore in progress has ended, so a returning visitor is not asked again). */
export default defineMethod({ method: 'eth_requestAccounts', namespaces: ['eip155'], policy: 'account', accounts: 'connect', awaitsRestore: true })

import { defineMethod } from './MethodSpec'

/** eth_requestAccounts: the connected account, or the modal opens to connect one. */
export default defineMethod({ method: 'eth_requestAccounts', namespaces: ['eip155'], policy: 'account', accounts: 'connect' })

import { defineMethod } from './MethodSpec'

/** polkadot_requestAccounts: the connected Polkadot account (the injected extension's enable()), or the modal opens to connect one. */
export default defineMethod({ method: 'polkadot_requestAccounts', namespaces: ['polkadot'], policy: 'account', accounts: 'connect' })

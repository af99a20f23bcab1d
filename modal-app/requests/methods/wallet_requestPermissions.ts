import { defineMethod } from './MethodSpec'

/** wallet_requestPermissions: the wallet shows its own prompt. */
export default defineMethod({ method: 'wallet_requestPermissions', namespaces: ['eip155'], policy: 'wallet' })

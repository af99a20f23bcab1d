import { defineMethod } from './MethodSpec'

/** wallet_showCallsStatus: the wallet shows its own UI. */
export default defineMethod({ method: 'wallet_showCallsStatus', namespaces: ['eip155'], policy: 'wallet' })

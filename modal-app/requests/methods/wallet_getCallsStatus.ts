import { defineMethod } from './MethodSpec'

/** wallet_getCallsStatus: EIP-5792 batch status, from the wallet without a prompt. */
export default defineMethod({ method: 'wallet_getCallsStatus', namespaces: ['eip155'], policy: 'account' })

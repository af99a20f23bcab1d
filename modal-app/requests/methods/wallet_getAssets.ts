import { defineMethod } from './MethodSpec'

/** wallet_getAssets: EIP-7811 assets, from the wallet without a prompt. */
export default defineMethod({ method: 'wallet_getAssets', namespaces: ['eip155'], policy: 'account' })

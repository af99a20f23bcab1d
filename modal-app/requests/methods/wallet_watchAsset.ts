import { defineMethod } from './MethodSpec'

/** wallet_watchAsset: the wallet shows its own prompt. */
export default defineMethod({ method: 'wallet_watchAsset', namespaces: ['eip155'], policy: 'wallet' })

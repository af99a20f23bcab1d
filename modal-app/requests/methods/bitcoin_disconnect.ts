import { defineMethod } from './MethodSpec'

/** bitcoin_disconnect: Wallet Standard's standard:disconnect from the host's Bitcoin wallet: the dapp gives up its account access, at once. */
export default defineMethod({ method: 'bitcoin_disconnect', namespaces: ['bip122'], policy: 'account', disconnects: () => true })

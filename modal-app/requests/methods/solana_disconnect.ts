import { defineMethod } from './MethodSpec'

/** solana_disconnect: Wallet Standard's standard:disconnect: the dapp gives up its account access (as EIP-2255 revoke), at once. */
export default defineMethod({ method: 'solana_disconnect', namespaces: ['solana'], policy: 'account', disconnects: () => true })

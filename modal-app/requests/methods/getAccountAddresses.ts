import { defineMethod } from './MethodSpec'

/**
 * getAccountAddresses (WalletConnect bip122): the connected wallet's addresses with their public
 * keys and intentions (payment, ordinal), answered by the wallet without an approval: the store
 * knows the addresses but not the keys a dapp needs to build a taproot spend.
 */
export default defineMethod({ method: 'getAccountAddresses', namespaces: ['bip122'], policy: 'account', walletConnect: true })

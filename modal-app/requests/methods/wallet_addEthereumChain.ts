import { defineMethod } from './MethodSpec'

/** wallet_addEthereumChain: the wallet shows its own prompt. */
export default defineMethod({ method: 'wallet_addEthereumChain', namespaces: ['eip155'], policy: 'wallet', walletConnect: true })

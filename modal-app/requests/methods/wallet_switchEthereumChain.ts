import { firstObject, refuse } from './internal/decoders'
import { defineMethod } from './MethodSpec'

/** wallet_switchEthereumChain's params: the chain, as a 0x hex id. */
export type SwitchChainParams = readonly [{ readonly chainId: string }, ...unknown[]]

const NEEDS = 'wallet_switchEthereumChain needs [{ chainId: "0x…" }]'

/** wallet_switchEthereumChain: the network feature switches (adding the chain to the wallet where needed). */
export default defineMethod<SwitchChainParams>({
  method: 'wallet_switchEthereumChain',
  namespaces: ['eip155'],
  policy: 'wallet',
  decode(params) {
    if (!Array.isArray(params) || typeof params[0] !== 'object' || params[0] === null) refuse(NEEDS)
    const list = firstObject('wallet_switchEthereumChain', params)
    const raw = list[0].chainId
    if (typeof raw !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(raw)) refuse(NEEDS)
    return list as SwitchChainParams
  },
  switchesTo: (params) => Number.parseInt(params[0].chainId, 16),
  walletConnect: true,
})

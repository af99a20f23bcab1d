import type { AirlockNetwork } from '../../../shared/networks/networks'

/** EIP-3085 `wallet_addEthereumChain` parameter. */
export interface AddEthereumChainParameter {
  chainId: string
  chainName: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrls: string[]
  blockExplorerUrls?: string[]
}

/**
 * The docs/calls.md#wallet-json-rpc `wallet_addEthereumChain` parameter for a network: chain id (hex), RPC URL (the
 * configured `customRpcUrls` entry first, then the network's own), name, currency and explorer.
 *
 * @example
 * addChainParams(base, { 'eip155:8453': 'http://127.0.0.1:18546' })
 * // { chainId: '0x2105', chainName: 'Base', rpcUrls: ['http://127.0.0.1:18546', 'https://mainnet.base.org'], … }
 */
export function addChainParams(network: AirlockNetwork, customRpcUrls?: Readonly<Record<string, string>>): AddEthereumChainParameter {
  const custom = customRpcUrls?.[network.caipNetworkId]
  const rpcUrls = [...new Set([custom, ...network.rpcUrls.default.http].filter((u): u is string => !!u))]
  const params: AddEthereumChainParameter = {
    chainId: `0x${Number(network.id).toString(16)}`,
    chainName: network.name,
    nativeCurrency: { ...network.nativeCurrency },
    rpcUrls,
  }
  const explorer = network.blockExplorers?.default.url
  if (explorer) params.blockExplorerUrls = [explorer]
  return params
}

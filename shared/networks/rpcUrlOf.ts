import type { AirlockNetwork } from './networks'

/**
 * The RPC endpoint the modal uses for a network: the dapp's `customRpcUrls` entry first, else
 * the network's own default. One rule for reads, balances, add-chain and WalletConnect.
 *
 * @example
 * rpcUrlOf(mainnet, { 'eip155:1': 'http://127.0.0.1:8545' }) // 'http://127.0.0.1:8545'
 */
export function rpcUrlOf(network: AirlockNetwork, customRpcUrls: Readonly<Record<string, string>> | undefined): string | undefined {
  return customRpcUrls?.[network.caipNetworkId] ?? network.rpcUrls.default.http[0]
}

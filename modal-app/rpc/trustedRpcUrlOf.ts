import type { AirlockNetwork } from '../../shared/networks/networks'

/**
 * The chain RPC the modal itself reads a network through (what an approval shows: simulation,
 * balances, fees; and the embedded wallet's own calls): the resolved options' `rpcUrls`, which
 * hold only the operator's endpoints and the modal's catalogue (see `resolveEndpoints`).
 * Undefined for a network neither names: the page's `customRpcUrls` and its network's RPC URL
 * are never a fallback, since a page could make them answer whatever it likes.
 *
 * @example
 * trustedRpcUrlOf(mainnet, store.getState().options.value.rpcUrls) // 'https://cloudflare-eth.com'
 */
export function trustedRpcUrlOf(network: AirlockNetwork, rpcUrls: Readonly<Record<string, string>>): string | undefined {
  return rpcUrls[network.caipNetworkId]
}

/**
 * The chain RPC the modal itself reads a network through (what an approval shows: simulation,
 * balances, fees; and the embedded wallet's own calls): the resolved options' `rpcUrls`, which
 * hold only the operator's endpoints (see `resolveEndpoints`). Undefined for a network the
 * operator names none for: the page's `customRpcUrls` and its network's RPC URL
 * are never a fallback, since a page could make them answer whatever it likes.
 *
 * @example
 * trustedRpcUrlOf(mainnet, store.getState().options.value.rpcUrls) // the operator's RPC of chain 1
 */
export function trustedRpcUrlOf(network: { readonly caipNetworkId: string }, rpcUrls: Readonly<Record<string, string>>): string | undefined {
  return rpcUrls[network.caipNetworkId]
}

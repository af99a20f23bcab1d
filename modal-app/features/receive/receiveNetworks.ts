import type { AirlockNetwork } from '../../../shared/networks/networks'

/**
 * The networks an address can receive on: the configured networks of its namespace (an EVM
 * address is the same account on every EVM chain; a Solana or Bitcoin address only on its own),
 * the active one first.
 *
 * @example
 * receiveNetworks([mainnet, base, solana], 'eip155', base).map((n) => n.name) // ['Base', 'Ethereum']
 */
export function receiveNetworks(networks: readonly AirlockNetwork[], namespace: string, active: AirlockNetwork | undefined): AirlockNetwork[] {
  const same = networks.filter((n) => n.chainNamespace === namespace)
  const first = same.find((n) => n.caipNetworkId === active?.caipNetworkId)
  return first ? [first, ...same.filter((n) => n !== first)] : same
}

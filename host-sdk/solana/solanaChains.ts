import type { AirlockNetwork } from '../../shared/networks/networks'
import { rpcUrlOf } from '../../shared/networks/rpcUrlOf'
import { solanaClusters } from '../../shared/solana/solanaClusters'

/**
 * Maps the dapp's Solana networks to Wallet Standard chain names and back. `solana:localnet` is
 * what wallet-adapter dapps name a cluster on a loopback RPC endpoint, so it is offered when a
 * configured Solana network's RPC (its `customRpcUrls` entry first) is on loopback, and it means
 * that network.
 *
 * @example
 * const chains = solanaChains(networks, { 'solana:EtWT…': 'http://127.0.0.1:8899' })
 * chains.names // ['solana:devnet', 'solana:localnet']
 * chains.caipOf('solana:localnet') // 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 */
export function solanaChains(networks: readonly AirlockNetwork[], customRpcUrls: Readonly<Record<string, string>> | undefined) {
  const byName = new Map<string, string>()
  for (const network of networks) {
    if (network.chainNamespace !== 'solana') continue
    const name = solanaClusters.byReference[String(network.id)]
    if (name && !byName.has(name)) byName.set(name, network.caipNetworkId)
    if (solanaClusters.isLocal(rpcUrlOf(network, customRpcUrls)) && !byName.has('solana:localnet')) byName.set('solana:localnet', network.caipNetworkId)
  }
  return {
    names: [...byName.keys()] as `${string}:${string}`[],
    /** The CAIP-2 id for a Wallet Standard chain name; undefined for a chain the dapp didn't configure. */
    caipOf: (name: string | undefined) => (name ? byName.get(name) : undefined),
    /** The dapp's first Solana network. */
    first: () => byName.values().next().value as string | undefined,
  }
}

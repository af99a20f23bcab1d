import { bitcoinNetworkKind } from '../../shared/bitcoin/bitcoinNetworkKind'
import type { AirlockNetwork } from '../../shared/networks/networks'

/**
 * Maps the dapp's Bitcoin networks to Wallet Standard chain names (`bitcoin:mainnet`,
 * `bitcoin:testnet`, `bitcoin:regtest`) and back to their CAIP-2 ids.
 *
 * @example
 * bitcoinChains([bitcoinRegtest]).caipOf('bitcoin:regtest') // 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328'
 */
export function bitcoinChains(networks: readonly AirlockNetwork[]) {
  const byName = new Map<string, string>()
  for (const network of networks) {
    const kind = bitcoinNetworkKind(network.caipNetworkId)
    if (kind && !byName.has(`bitcoin:${kind}`)) byName.set(`bitcoin:${kind}`, network.caipNetworkId)
  }
  return {
    names: [...byName.keys()] as `${string}:${string}`[],
    /** The CAIP-2 id for a chain name; undefined for a chain the dapp did not configure. */
    caipOf: (name: string | undefined) => (name ? byName.get(name) : undefined),
    /** The chain name of a CAIP-2 id. */
    nameOf: (caip: string | undefined) => [...byName].find(([, id]) => id === caip)?.[0],
    first: () => byName.values().next().value as string | undefined,
  }
}

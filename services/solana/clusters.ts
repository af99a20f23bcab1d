/** The Solana networks of docs/entities.md#chains, by the name the modal uses. */
export type SolanaCluster = 'mainnet' | 'devnet' | 'testnet'

/**
 * Each cluster's genesis hash, as its `getGenesisHash` answers. A Solana CAIP-2 chain id is
 * `solana:` plus the first 32 characters of it, so a node that answers devnet's hash is devnet
 * to every wallet and dapp. The local chain plays devnet this way (see README.md).
 *
 * @example
 * solanaChainId('devnet') // 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
 */
export const SOLANA_GENESIS_HASHES: Readonly<Record<SolanaCluster, string>> = {
  mainnet: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdpKuc147dw2N9d',
  devnet: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
  testnet: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3zQawwpjk2NsNY',
}

/**
 * The CAIP-2 chain id of a cluster (`solana:<first 32 characters of the genesis hash>`).
 *
 * @example
 * solanaChainId('mainnet') // 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
 */
export function solanaChainId(cluster: SolanaCluster): string {
  return `solana:${SOLANA_GENESIS_HASHES[cluster].slice(0, 32)}`
}

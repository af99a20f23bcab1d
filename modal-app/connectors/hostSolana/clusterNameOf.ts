import type { AirlockNetwork } from '../../../shared/networks/networks'

const CLUSTERS: Record<string, string> = {
  '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
}

/**
 * The Wallet Standard chain name a wallet sends on for a Solana network: `solana:localnet` when
 * the modal's endpoint for it is on loopback (the local chain), else the cluster of its genesis
 * reference (`solana:devnet`, …); undefined for a cluster Wallet Standard does not name.
 *
 * @example
 * clusterNameOf(solanaDevnet, 'https://api.devnet.solana.com') // 'solana:devnet'
 */
export function clusterNameOf(network: AirlockNetwork, rpcUrl: string | undefined): string | undefined {
  try {
    if (rpcUrl && /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(new URL(rpcUrl).hostname)) return 'solana:localnet'
  } catch {
    // Not a URL: name the cluster by its genesis reference.
  }
  return CLUSTERS[String(network.id)]
}

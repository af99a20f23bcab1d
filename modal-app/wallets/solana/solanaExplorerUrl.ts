import type { AirlockNetwork } from '../../../shared/networks/networks'
import { solanaClusters } from '../../../shared/solana/solanaClusters'

const CLUSTER_PARAMS: Record<string, string> = {
  EtWTRABZaYq6iMfeYKouRu166VU2xqa1: '?cluster=devnet',
  '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': '?cluster=testnet',
}

/**
 * An explorer link for a Solana account or transaction on the chosen cluster: the network's
 * explorer with the cluster named (`?cluster=devnet`, none for mainnet), and for an endpoint on
 * loopback (the local chain, whose history exists nowhere else) the explorer's custom-cluster
 * form pointing at that endpoint, so the link shows what the visitor's chain has.
 *
 * @example
 * solanaExplorerUrl(solanaDevnet, 'https://api.devnet.solana.com', 'account', '9Ceu…') // 'https://solscan.io/account/9Ceu…?cluster=devnet'
 */
export function solanaExplorerUrl(network: AirlockNetwork, rpcUrl: string | undefined, kind: 'account' | 'tx', id: string): string | undefined {
  const base = network.blockExplorers?.default.url.replace(/\/+$/, '')
  if (!base) return undefined
  const cluster = solanaClusters.isLocal(rpcUrl) ? `?cluster=custom&customUrl=${encodeURIComponent(rpcUrl!)}` : (CLUSTER_PARAMS[String(network.id)] ?? '')
  return `${base}/${kind}/${encodeURIComponent(id)}${cluster}`
}

import type { AirlockNetwork } from '../../../shared/networks/networks'
import { solanaClusters } from '../../../shared/solana/solanaClusters'

/**
 * The Wallet Standard chain name a wallet sends on for a Solana network: `solana:localnet` when
 * the modal's endpoint for it is on loopback (the local chain), else the cluster of its genesis
 * reference (`solana:devnet`, …); undefined for a cluster Wallet Standard does not name.
 *
 * @example
 * clusterNameOf(solanaDevnet, 'https://api.devnet.solana.com') // 'solana:devnet'
 */
export function clusterNameOf(network: AirlockNetwork, rpcUrl: string | undefined): string | undefined {
  if (solanaClusters.isLocal(rpcUrl)) return 'solana:localnet'
  return solanaClusters.byReference[String(network.id)]
}

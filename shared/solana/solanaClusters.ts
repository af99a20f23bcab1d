/**
 * Solana's clusters as Wallet Standard names them, by the genesis-hash reference of their CAIP-2
 * id, and the rule that an RPC endpoint on loopback is the local chain (`solana:localnet` to a
 * wallet, a custom cluster to an explorer). One home for both, used by the host SDK and the modal.
 *
 * @example
 * solanaClusters.byReference['EtWTRABZaYq6iMfeYKouRu166VU2xqa1'] // 'solana:devnet'
 * solanaClusters.isLocal('http://127.0.0.1:8899') // true
 */
export const solanaClusters = {
  byReference: {
    '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'solana:mainnet',
    EtWTRABZaYq6iMfeYKouRu166VU2xqa1: 'solana:devnet',
    '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z': 'solana:testnet',
  } as Readonly<Record<string, string>>,
  isLocal(rpcUrl: string | undefined): boolean {
    try {
      return !!rpcUrl && /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/.test(new URL(rpcUrl).hostname)
    } catch {
      return false
    }
  },
}

import type { ChainNamespace } from '../../../shared/caip'

/** The part of a WalletConnect session the modal reads: accounts (CAIP-10) per namespace. */
export type SessionNamespaces = Readonly<Record<string, { accounts: readonly string[]; chains?: readonly string[] }>>

/** One namespace of a session as the account state wants it. */
export interface SessionAccount {
  namespace: ChainNamespace
  /** The active chain, CAIP-2. */
  caipNetworkId: string
  address: string
  caipAddress: string
  /** Every distinct address of the namespace, the active one first. */
  addresses: string[]
  /** Every chain the wallet approved, CAIP-2. */
  approvedCaipNetworkIds: string[]
}

const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122']

/**
 * Reads the approved accounts of a session per namespace. The active chain is `preferred` when the
 * wallet approved it (the modal's current network), else the chain of the first account. The
 * address is `addressHint` when given (the wallet's own `accountsChanged` event, which may come
 * before or without a session update), else the first account on that chain.
 *
 * @example
 * sessionAccounts({ eip155: { accounts: ['eip155:1:0xabc', 'eip155:8453:0xabc'] } }, { eip155: 'eip155:8453' })
 * // [{ namespace: 'eip155', caipNetworkId: 'eip155:8453', address: '0xabc', caipAddress: 'eip155:8453:0xabc', … }]
 */
export function sessionAccounts(
  namespaces: SessionNamespaces,
  preferred: Partial<Record<string, string>> = {},
  addressHint: Partial<Record<string, string>> = {},
): SessionAccount[] {
  const out: SessionAccount[] = []
  for (const namespace of NAMESPACES) {
    const accounts = Object.entries(namespaces)
      .filter(([key]) => key === namespace || key.startsWith(`${namespace}:`))
      .flatMap(([, value]) => value.accounts)
      .map(splitAccount)
      .filter((a): a is { chain: string; address: string } => !!a)
    if (accounts.length === 0) continue
    const approved = [...new Set(accounts.map((a) => a.chain))]
    const want = preferred[namespace]
    const chain = want && approved.includes(want) ? want : accounts[0]!.chain
    const onChain = accounts.filter((a) => a.chain === chain).map((a) => a.address)
    const hint = addressHint[namespace]
    const address = hint ? (onChain.find((a) => a.toLowerCase() === hint.toLowerCase()) ?? hint) : onChain[0]!
    const addresses = [address, ...new Set(accounts.map((a) => a.address).filter((a) => a.toLowerCase() !== address.toLowerCase()))]
    out.push({ namespace, caipNetworkId: chain, address, caipAddress: `${chain}:${address}`, addresses, approvedCaipNetworkIds: approved })
  }
  return out
}

function splitAccount(caip10: string): { chain: string; address: string } | undefined {
  const parts = caip10.split(':')
  if (parts.length !== 3 || !parts[0] || !parts[1] || !parts[2]) return undefined
  return { chain: `${parts[0]}:${parts[1]}`, address: parts[2] }
}

/** The little the demo needs of a network definition. */
export interface NamedNetwork {
  id: number | string
  name: string
}

/**
 * Names a chain from an EIP-1193 hex chain id (`0x2105`), a decimal id or a CAIP-2 id, as
 * "Name (id)"; unknown chains read "Chain id (id)". A Solana CAIP-2 id reads as the cluster's name.
 *
 * @example
 * chainLabel('0x2105', [mainnet, base]) // 'Base (8453)'
 */
export function chainLabel(chainId: string | number, networks: readonly NamedNetwork[]): string {
  // A Solana cluster's reference is a genesis hash, not a number: its name says enough.
  const reference = typeof chainId === 'string' && chainId.startsWith('solana:') ? chainId.slice('solana:'.length) : undefined
  if (reference !== undefined) return networks.find((n) => String(n.id) === reference)?.name ?? String(chainId)
  const id = chainIdNumber(chainId)
  const network = networks.find((n) => Number(n.id) === id)
  return `${network?.name ?? `Chain ${id}`} (${id})`
}

/**
 * Reads a chain id in any of its usual spellings as a number (NaN when it is none of them).
 *
 * @example
 * chainIdNumber('eip155:8453') // 8453
 */
export function chainIdNumber(chainId: string | number): number {
  if (typeof chainId === 'number') return chainId
  const raw = chainId.includes(':') ? chainId.slice(chainId.lastIndexOf(':') + 1) : chainId
  return /^0x[0-9a-f]+$/i.test(raw) ? parseInt(raw, 16) : /^\d+$/.test(raw) ? Number(raw) : Number.NaN
}

import type { AirlockNetwork } from '../../../shared/networks/networks'

/**
 * The configured eip155 network with this chain id; for a chain the app does not know, a bare
 * network marked by its id alone, so the UnsupportedChain rule sees it as unsupported (docs/views.md#unsupported-chain)
 * (docs/state-rules.md#wallet-events: an unknown chain is marked as the unsupported network).
 *
 * @example
 * networkForChainId([mainnet, base], 8453).name // 'Base'
 * networkForChainId([mainnet], 10).caipNetworkId // 'eip155:10'
 */
export function networkForChainId(networks: readonly AirlockNetwork[], chainId: number): AirlockNetwork {
  const known = networks.find((n) => n.chainNamespace === 'eip155' && Number(n.id) === chainId)
  if (known) return known
  return {
    id: chainId,
    name: `Chain ${chainId}`,
    caipNetworkId: `eip155:${chainId}`,
    chainNamespace: 'eip155',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  }
}

/**
 * Parses an EIP-1193 chain id (`0x2105`, or a decimal string or number) into a number.
 *
 * @example
 * parseChainId('0x2105') // 8453
 */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value > 0) return value
  if (typeof value !== 'string') return undefined
  const n = /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16) : /^\d+$/.test(value) ? Number(value) : NaN
  return Number.isSafeInteger(n) && n > 0 ? n : undefined
}

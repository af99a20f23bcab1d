import { createPublicClient, erc20Abi, formatUnits, http, type Address, type PublicClient } from 'viem'
import { allNetworks } from '../../../shared/networks/networks'
import { HttpError } from './HttpError'
import { ethIcon, genericTokenIcon } from './icons'
import type { PriceTable, TokenBalance, TokenConfig } from '../types'

/** One chain the service reads: its client, native currency and configured tokens. */
export interface ChainEntry {
  id: number
  caip: string
  rpcUrl: string
  client: PublicClient
  native: { name: string; symbol: string; decimals: number; iconUrl: string }
  tokens: readonly TokenConfig[]
}

/**
 * Builds a viem client per chain. Requests made in the same tick go out as one JSON-RPC batch,
 * so a balance with N tokens costs one round trip to the node.
 *
 * @example
 * createChainSet({ 1: 'http://127.0.0.1:8545' }, []).get(1)?.caip // 'eip155:1'
 */
export function createChainSet(chains: Readonly<Record<number, string>>, tokens: readonly TokenConfig[]): Map<number, ChainEntry> {
  const set = new Map<number, ChainEntry>()
  for (const [key, rpcUrl] of Object.entries(chains)) {
    const id = Number(key)
    const known = allNetworks.find((n) => n.caipNetworkId === `eip155:${id}`)
    const native = known?.nativeCurrency ?? { name: 'Ether', symbol: 'ETH', decimals: 18 }
    set.set(id, {
      id,
      caip: `eip155:${id}`,
      rpcUrl,
      client: createPublicClient({ transport: http(rpcUrl, { batch: { wait: 0 }, retryCount: 0, timeout: 5_000 }) }),
      native: { ...native, iconUrl: ethIcon },
      tokens: tokens.filter((t) => t.chainId === id),
    })
  }
  return set
}

/**
 * A price from the table, 0 for a symbol it does not list.
 *
 * @example
 * priceOf({ ETH: 3000 }, 'ETH') // 3000
 */
export function priceOf(prices: PriceTable, symbol: string): number {
  const p = prices[symbol] ?? prices[symbol.toUpperCase()]
  return typeof p === 'number' && Number.isFinite(p) ? p : 0
}

function entry(chain: ChainEntry, prices: PriceTable, t: { name: string; symbol: string; decimals: number; iconUrl?: string }, raw: bigint, address?: Address): TokenBalance {
  const numeric = formatUnits(raw, t.decimals)
  const price = priceOf(prices, t.symbol)
  return {
    name: t.name,
    symbol: t.symbol,
    chainId: chain.caip,
    ...(address ? { address: `${chain.caip}:${address}` } : {}),
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(t.decimals), numeric },
    iconUrl: t.iconUrl ?? genericTokenIcon,
  }
}

/**
 * Reads the native balance and every configured token's `balanceOf` for `address` from the
 * chain. Native is always listed; tokens only when held. Entries with decimals 0 are dropped
 * (docs/validation.md#balances). A chain that does not answer becomes a 502.
 *
 * @example
 * await readBalances(chain, '0xf39F…2266', { ETH: 3000, AUSD: 1 })
 */
export async function readBalances(chain: ChainEntry, address: Address, prices: PriceTable): Promise<TokenBalance[]> {
  try {
    const [native, ...tokens] = await Promise.all([
      chain.client.getBalance({ address }),
      ...chain.tokens.map((t) => chain.client.readContract({ address: t.address, abi: erc20Abi, functionName: 'balanceOf', args: [address] })),
    ])
    const out = [entry(chain, prices, chain.native, native)]
    chain.tokens.forEach((t, i) => {
      const raw = tokens[i] ?? 0n
      if (raw > 0n) out.push(entry(chain, prices, t, raw, t.address))
    })
    return out.filter((b) => b.quantity.decimals !== '0')
  } catch (cause) {
    throw new HttpError(502, 'Chain Unavailable', `Chain ${chain.caip} did not answer: ${(cause as Error).message.split('\n')[0]}`)
  }
}

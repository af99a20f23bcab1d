/** Both reserves of one ETH-paired pool, in base units. */
export interface PoolReserves {
  eth: bigint
  tokens: bigint
}

/** One step through a pool: what goes in, what comes out. */
interface Hop {
  reserveIn: bigint
  reserveOut: bigint
}

export interface SwapQuoteMath {
  fromAmount: bigint
  toAmount: bigint
  /** Percent worse than the spot price, fees left out (they are reported apart). */
  priceImpact: number
  /** The pools' fees in base units of the token sold. */
  fee: bigint
  /** 1 for a trade against ETH, 2 for token to token (through ETH). */
  hops: number
}

/** The exchange keeps 0.3 % of each hop (AirlockExchange.FEE_BPS). */
export const FEE_BPS = 30n
const KEEP = 10_000n - FEE_BPS

/** A trade the pools cannot fill: no pool for a token, or more out than a pool holds. */
export class SwapRouteError extends Error {
  override name = 'SwapRouteError'
}

const outOf = (amountIn: bigint, { reserveIn, reserveOut }: Hop) => (amountIn * KEEP * reserveOut) / (reserveIn * 10_000n + amountIn * KEEP)

function inFor(amountOut: bigint, { reserveIn, reserveOut }: Hop): bigint {
  if (amountOut >= reserveOut) throw new SwapRouteError('Insufficient liquidity for this trade')
  return (reserveIn * amountOut * 10_000n) / ((reserveOut - amountOut) * KEEP) + 1n
}

/**
 * Quotes a trade against the exchange's constant-product pools exactly as the contract will pay
 * it (same integer rounding): `from` and `to` are token addresses, `null` for ETH. With
 * `exactOut` the amount is what the visitor wants to receive and the quote says what to sell.
 * Price impact compares the result with the spot price after fees; the fee is in the sold token.
 *
 * @example
 * quoteSwap({ pools: new Map([['0x5fbd…', { eth: 10n ** 20n, tokens: 3n * 10n ** 11n }]]), from: null, to: '0x5fbd…', amount: 10n ** 16n })
 */
export function quoteSwap(args: { pools: ReadonlyMap<string, PoolReserves>; from: string | null; to: string | null; amount: bigint; exactOut?: boolean }): SwapQuoteMath {
  const { pools, from, to, amount } = args
  if (amount <= 0n) throw new SwapRouteError('The amount must be more than 0')
  if ((from ?? '') === (to ?? '')) throw new SwapRouteError('Pick two different tokens')
  const pool = (token: string): PoolReserves => {
    const p = pools.get(token.toLowerCase())
    if (!p || p.eth === 0n || p.tokens === 0n) throw new SwapRouteError(`No pool for token ${token}`)
    return p
  }
  const hops: Hop[] = []
  if (from !== null) hops.push({ reserveIn: pool(from).tokens, reserveOut: pool(from).eth })
  if (to !== null) hops.push({ reserveIn: pool(to).eth, reserveOut: pool(to).tokens })

  let fromAmount = amount
  if (args.exactOut) {
    for (const hop of [...hops].reverse()) fromAmount = inFor(fromAmount, hop)
  }
  const toAmount = hops.reduce((a, hop) => outOf(a, hop), fromAmount)
  if (toAmount === 0n) throw new SwapRouteError('The amount is too small to trade')

  // Spot output after fees: the amount times each hop's price, with the fee's share kept.
  const scale = 10n ** 18n
  let ideal = fromAmount * scale
  for (const hop of hops) ideal = (ideal * hop.reserveOut * KEEP) / (hop.reserveIn * 10_000n)
  const impact = ideal === 0n ? 0 : Number(((ideal - toAmount * scale) * 10_000_000n) / ideal) / 100_000
  let kept = fromAmount
  for (let i = 0; i < hops.length; i++) kept = (kept * KEEP) / 10_000n
  return { fromAmount, toAmount, priceImpact: Math.max(0, impact), fee: fromAmount - kept, hops: hops.length }
}

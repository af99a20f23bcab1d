import { describe, expect, it } from 'vitest'
import { quoteSwap, SwapRouteError } from './quoteSwap'

const AUSD = '0x5fbdb2315678afecb367f032d93f642f64180aa3'
const AEUR = '0x1111111111111111111111111111111111111111'
const E18 = 10n ** 18n
const pools = new Map([
  [AUSD, { eth: 100n * E18, tokens: 300_000n * 10n ** 6n }],
  [AEUR, { eth: 100n * E18, tokens: 277_750n * E18 }],
])

describe('quoteSwap', () => {
  it('pays what the contract pays for ETH → AUSD, with the 0.3 % fee and the price impact apart', () => {
    const q = quoteSwap({ pools, from: null, to: AUSD, amount: E18 })
    // x*y=k with the fee: 1 * 0.997 * 300000 / (100 + 0.997)
    expect(q.toAmount).toBe((E18 * 9970n * 300_000_000_000n) / (100n * E18 * 10_000n + E18 * 9970n))
    expect(q.fee).toBe(E18 * 30n / 10_000n)
    // One ETH against 100: the impact is about 1 %.
    expect(q.priceImpact).toBeGreaterThan(0.97)
    expect(q.priceImpact).toBeLessThan(1)
    expect(q.hops).toBe(1)
  })

  it('goes through ETH for token → token, with two fees', () => {
    const q = quoteSwap({ pools, from: AUSD, to: AEUR, amount: 3_000n * 10n ** 6n })
    expect(q.hops).toBe(2)
    // 3,000 AUSD is 1 ETH, 1 % of each pool: two fees and about 1 % impact per hop.
    expect(Number(q.toAmount) / 1e18).toBeGreaterThan(2777.5 * 0.994 * 0.975)
    expect(Number(q.toAmount) / 1e18).toBeLessThan(2777.5 * 0.994 * 0.985)
    expect(q.priceImpact).toBeGreaterThan(1.9)
    expect(q.priceImpact).toBeLessThan(2.1)
    expect(q.fee).toBe(3_000_000_000n - (3_000_000_000n * 9970n / 10_000n) * 9970n / 10_000n)
  })

  it('with exactOut sells just enough to receive the amount asked for', () => {
    const want = 1_000n * 10n ** 6n
    const q = quoteSwap({ pools, from: null, to: AUSD, amount: want, exactOut: true })
    expect(q.toAmount).toBeGreaterThanOrEqual(want)
    // One wei less would not be enough.
    expect(quoteSwap({ pools, from: null, to: AUSD, amount: q.fromAmount - 1n }).toAmount).toBeLessThan(want)
    const back = quoteSwap({ pools, from: AUSD, to: AEUR, amount: 10n * E18, exactOut: true })
    expect(back.toAmount).toBeGreaterThanOrEqual(10n * E18)
  })

  it('a tiny trade has almost no impact; a huge one has a lot', () => {
    expect(quoteSwap({ pools, from: null, to: AUSD, amount: 10n ** 15n }).priceImpact).toBeLessThan(0.002)
    expect(quoteSwap({ pools, from: null, to: AUSD, amount: 100n * E18 }).priceImpact).toBeGreaterThan(49)
  })

  it('refuses what the pools cannot fill', () => {
    expect(() => quoteSwap({ pools, from: null, to: '0x2222222222222222222222222222222222222222', amount: 1n })).toThrow(SwapRouteError)
    expect(() => quoteSwap({ pools, from: null, to: AUSD, amount: 300_000n * 10n ** 6n, exactOut: true })).toThrow(/Insufficient liquidity/)
    expect(() => quoteSwap({ pools, from: AUSD, to: AUSD, amount: 1n })).toThrow(/different/)
    expect(() => quoteSwap({ pools, from: null, to: AUSD, amount: 0n })).toThrow(/more than 0/)
    expect(() => quoteSwap({ pools, from: null, to: AUSD, amount: 1n })).toThrow(/too small/)
  })
})

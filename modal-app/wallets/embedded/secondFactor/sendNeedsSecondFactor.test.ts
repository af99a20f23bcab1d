import { describe, expect, it } from 'vitest'
import { sendNeedsSecondFactor } from './sendNeedsSecondFactor'

const on = (sendsAboveUsd: number | null) => ({ enrolled: true, rules: { export: false, sendsAboveUsd, newDevice: false } })
const eth = (wei: bigint, usdPrice: number | undefined = 2000) => [{ value: wei, decimals: 18, usdPrice }]
const unknownPrice = (wei: bigint) => [{ value: wei, decimals: 18, usdPrice: undefined }]
const usdc = (units: bigint) => ({ value: units, decimals: 6, usdPrice: 1 })

describe('sendNeedsSecondFactor', () => {
  it('asks above the threshold at the modal’s price, not at or below it', () => {
    expect(sendNeedsSecondFactor(on(100), eth(10n ** 17n))).toBe(true) // 0.1 ETH = $200
    expect(sendNeedsSecondFactor(on(100), eth(5n * 10n ** 16n))).toBe(false) // $100: not above
    expect(sendNeedsSecondFactor(on(100), eth(10n ** 15n))).toBe(false) // $2
    expect(sendNeedsSecondFactor(on(0), eth(1n))).toBe(true)
    expect(sendNeedsSecondFactor(on(1_000_000), eth(10n ** 24n))).toBe(true) // a million ETH, beyond float-safe wei
  })

  it('never asks without a factor, without a threshold, or for a send that moves nothing', () => {
    expect(sendNeedsSecondFactor({ ...on(1), enrolled: false }, eth(10n ** 18n))).toBe(false)
    expect(sendNeedsSecondFactor(on(null), [{ unpriced: 'a permit' }])).toBe(false)
    expect(sendNeedsSecondFactor(on(1), eth(0n))).toBe(false)
    expect(sendNeedsSecondFactor(on(1), [])).toBe(false)
  })

  it('asks when the price is unknown: a failed price load can’t let a send through', () => {
    expect(sendNeedsSecondFactor(on(1000), unknownPrice(1n))).toBe(true)
    expect(sendNeedsSecondFactor(on(1000), eth(1n, Number.NaN))).toBe(true)
  })

  it('reads each asset’s own decimals and sums what leaves: two sends under the threshold together above it ask', () => {
    expect(sendNeedsSecondFactor(on(50), [usdc(60_000_000n)])).toBe(true)
    expect(sendNeedsSecondFactor(on(50), [usdc(40_000_000n)])).toBe(false)
    // $40 of USDC and $20 of ETH: each below $50, together above.
    expect(sendNeedsSecondFactor(on(50), [usdc(40_000_000n), ...eth(10n ** 16n)])).toBe(true)
  })

  it('attacker: what the modal can’t price (an allowance, an unknown call) asks, even next to a tiny priced amount', () => {
    expect(sendNeedsSecondFactor(on(1_000_000), [{ unpriced: 'an allowance' }])).toBe(true)
    expect(sendNeedsSecondFactor(on(1_000_000), [...eth(1n), { unpriced: 'a call the modal can’t read, sent with value' }])).toBe(true)
  })
})

import { describe, expect, it } from 'vitest'
import { isGasInsufficient } from './isGasInsufficient'

describe('isGasInsufficient', () => {
  it('flags a zero native balance', () => {
    expect(isGasInsufficient({ networkBalanceInUSD: 0, gasPriceInUSD: 0.01, smartAccount: false })).toBe(true)
  })
  it('flags a balance below the fee and passes one above it', () => {
    expect(isGasInsufficient({ networkBalanceInUSD: 0.5, gasPriceInUSD: 0.6, smartAccount: false })).toBe(true)
    expect(isGasInsufficient({ networkBalanceInUSD: 0.7, gasPriceInUSD: 0.6, smartAccount: false })).toBe(false)
  })
  it('never flags a smart account', () => {
    expect(isGasInsufficient({ networkBalanceInUSD: 0, gasPriceInUSD: 1, smartAccount: true })).toBe(false)
  })
  it('flags nothing while the fee is unknown', () => {
    expect(isGasInsufficient({ networkBalanceInUSD: 0, gasPriceInUSD: undefined, smartAccount: false })).toBe(false)
  })
})

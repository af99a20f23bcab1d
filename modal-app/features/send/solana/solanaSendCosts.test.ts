import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../../../state/account/accountTypes'
import { solanaSendCosts } from './solanaSendCosts'

const CAIP = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const sol: TokenBalance = { name: 'Solana', symbol: 'SOL', chainId: CAIP, value: 150, price: 150, quantity: { decimals: '9', numeric: '1' }, iconUrl: '' }
const ausd: TokenBalance = { ...sol, symbol: 'AUSD', address: `${CAIP}:6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK`, price: 1, value: 10, quantity: { decimals: '6', numeric: '10' } }
const plan = { feeLamports: 5000n, rentLamports: 0n }

describe('solanaSendCosts', () => {
  it('SOL Max leaves the fee and the fee shows in USD', () => {
    expect(solanaSendCosts({ token: sol, native: sol, amount: '', plan })).toEqual({ maxAmount: '0.999995', gasPriceInUSD: 0.00075, insufficient: false })
  })
  it('has no SOL Max before the fee is known, a token Max is its balance', () => {
    expect(solanaSendCosts({ token: sol, native: sol, amount: '' }).maxAmount).toBeUndefined()
    expect(solanaSendCosts({ token: ausd, native: sol, amount: '' }).maxAmount).toBe('10')
  })
  it('flags SOL that cannot pay the fee on top of the amount, exactly in lamports', () => {
    expect(solanaSendCosts({ token: sol, native: sol, amount: '0.999995', plan }).insufficient).toBe(false)
    expect(solanaSendCosts({ token: sol, native: sol, amount: '0.999995001', plan }).insufficient).toBe(true)
    expect(solanaSendCosts({ token: sol, native: sol, amount: '1', plan }).insufficient).toBe(true)
  })
  it('counts the rent of a token account the send creates', () => {
    const poor = { ...sol, value: 0.3, quantity: { decimals: '9', numeric: '0.002' } }
    expect(solanaSendCosts({ token: ausd, native: poor, amount: '1', plan }).insufficient).toBe(false)
    expect(solanaSendCosts({ token: ausd, native: poor, amount: '1', plan: { feeLamports: 5000n, rentLamports: 2_039_280n } }).insufficient).toBe(true)
  })
  it('applies the USD rule: no SOL at all is insufficient gas for a token send', () => {
    const none = { ...sol, value: 0, quantity: { decimals: '9', numeric: '0' } }
    expect(solanaSendCosts({ token: ausd, native: none, amount: '1', plan }).insufficient).toBe(true)
    expect(solanaSendCosts({ token: ausd, native: undefined, amount: '1', plan }).insufficient).toBe(true)
  })
  it('lets the lamports decide when SOL has no price (the USD rule would read every balance as zero)', () => {
    const unpriced = { ...sol, price: 0, value: 0 }
    expect(solanaSendCosts({ token: sol, native: unpriced, amount: '0.5', plan })).toMatchObject({ gasPriceInUSD: 0, insufficient: false })
    expect(solanaSendCosts({ token: sol, native: unpriced, amount: '1', plan }).insufficient).toBe(true)
  })
  it('flags SOL below the rent-exempt minimum of a receiver that has no account yet', () => {
    const fresh = { ...plan, receiverMinimumLamports: 890_880n }
    expect(solanaSendCosts({ token: sol, native: sol, amount: '0.00089', plan: fresh }).belowMinimum).toBe('0.00089088')
    expect(solanaSendCosts({ token: sol, native: sol, amount: '0.00089088', plan: fresh }).belowMinimum).toBeUndefined()
    expect(solanaSendCosts({ token: ausd, native: sol, amount: '0.5', plan: fresh }).belowMinimum).toBeUndefined()
  })
})

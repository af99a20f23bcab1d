import { describe, expect, it } from 'vitest'
import { uiTokenAmount } from './uiTokenAmount'

describe('uiTokenAmount', () => {
  it('formats amounts with the mint decimals as Solana RPC does', () => {
    expect(uiTokenAmount(1_500_000n, 6)).toEqual({ amount: '1500000', decimals: 6, uiAmount: 1.5, uiAmountString: '1.5' })
    expect(uiTokenAmount(0n, 6)).toEqual({ amount: '0', decimals: 6, uiAmount: 0, uiAmountString: '0' })
    expect(uiTokenAmount(7n, 9).uiAmountString).toBe('0.000000007')
    expect(uiTokenAmount(42n, 0).uiAmountString).toBe('42')
    expect(uiTokenAmount(10_000_000_000n, 6).uiAmountString).toBe('10000')
  })
})

import { describe, expect, it } from 'vitest'
import { balanceChanges } from './balanceChanges'

const MINT = '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK'
const amount = (value: string) => ({ amount: value, decimals: 6 })

describe('balanceChanges', () => {
  it('lists SOL changes per account key and token changes per owner and mint, skipping unchanged ones', () => {
    const changes = balanceChanges(['payer', 'to', 'program'], {
      err: null,
      preBalances: [10_000_000, 0, 1],
      postBalances: [8_995_000, 1_000_000, 1],
      preTokenBalances: [{ accountIndex: 3, mint: MINT, owner: 'payer', uiTokenAmount: amount('5000000') }],
      postTokenBalances: [
        { accountIndex: 3, mint: MINT, owner: 'payer', uiTokenAmount: amount('2500000') },
        { accountIndex: 4, mint: MINT, owner: 'to', uiTokenAmount: amount('2500000') },
      ],
    })
    expect(changes).toEqual([
      { owner: 'payer', delta: -1_005_000n, decimals: 9 },
      { owner: 'to', delta: 1_000_000n, decimals: 9 },
      { owner: 'payer', mint: MINT, delta: -2_500_000n, decimals: 6 },
      { owner: 'to', mint: MINT, delta: 2_500_000n, decimals: 6 },
    ])
  })

  it('is undefined when the node reported no balances', () => {
    expect(balanceChanges(['payer'], { err: null })).toBeUndefined()
  })
})

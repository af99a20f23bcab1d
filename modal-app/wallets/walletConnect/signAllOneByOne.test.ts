import { describe, expect, it } from 'vitest'
import { signAllOneByOne } from './signAllOneByOne'

describe('signAllOneByOne', () => {
  it('asks solana_signTransaction for each transaction in order and answers the signed list', async () => {
    const asked: unknown[] = []
    const answer = await signAllOneByOne(async (args) => (asked.push(args), { signature: 's', transaction: `${(args.params as { transaction: string }).transaction}!` }), { transactions: ['a', 'b'] })
    expect(answer).toEqual({ transactions: ['a!', 'b!'] })
    expect(asked).toEqual([
      { method: 'solana_signTransaction', params: { transaction: 'a' } },
      { method: 'solana_signTransaction', params: { transaction: 'b' } },
    ])
  })

  it('answers nothing when the wallet refuses or skips one part-way, and refuses a malformed list', async () => {
    let n = 0
    await expect(signAllOneByOne(async () => (n++ === 0 ? { transaction: 'x' } : Promise.reject(Object.assign(new Error('no'), { code: 4001 }))), { transactions: ['a', 'b'] })).rejects.toMatchObject({ code: 4001 })
    await expect(signAllOneByOne(async () => ({ signature: 's' }), { transactions: ['a'] })).rejects.toMatchObject({ code: -32602 })
    await expect(signAllOneByOne(async () => ({}), { transactions: [] })).rejects.toMatchObject({ code: -32602 })
    await expect(signAllOneByOne(async () => ({}), undefined)).rejects.toMatchObject({ code: -32602 })
  })
})

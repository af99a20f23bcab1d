import { describe, expect, it } from 'vitest'
import { readSolanaBalances } from './readSolanaBalances'

/** A fetch that answers each JSON-RPC method with the given result. */
const answering = (results: Record<string, unknown>, status = 200) =>
  (async (_url: string, init: RequestInit) => {
    const { method } = JSON.parse(String(init.body)) as { method: string }
    return new Response(JSON.stringify(method in results ? { result: results[method] } : { error: { message: `no ${method}` } }), { status })
  }) as unknown as typeof fetch

const tokenAccount = (amount: string) => ({ account: { data: { parsed: { info: { tokenAmount: { amount } } } } } })

describe('readSolanaBalances', () => {
  it('formats SOL and the AUSD the owner holds, with thousands separators', async () => {
    const fetchImpl = answering({ getBalance: { value: 2_500_000_000_000 }, getTokenAccountsByOwner: { value: [tokenAccount('1000000000000')] } })
    expect(await readSolanaBalances('http://rpc', 'Addr', fetchImpl)).toEqual({ sol: '2,500.0000 SOL', token: '1,000,000.00 AUSD' })
  })

  it('reads no token account as zero AUSD', async () => {
    const fetchImpl = answering({ getBalance: { value: 0 }, getTokenAccountsByOwner: { value: [] } })
    expect(await readSolanaBalances('http://rpc', 'Addr', fetchImpl)).toEqual({ sol: '0.0000 SOL', token: '0.00 AUSD' })
  })

  it('rejects when the chain answers with an error', async () => {
    const fetchImpl = answering({ getTokenAccountsByOwner: { value: [] } })
    await expect(readSolanaBalances('http://rpc', 'Addr', fetchImpl)).rejects.toThrow('getBalance failed: no getBalance')
  })
})

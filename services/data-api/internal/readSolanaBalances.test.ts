import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSolana, type RunningSolana } from '../../solana/startSolana'
import { solanaTestAccounts, solanaTestMint } from '../../solana/testAccounts'
import { readSolanaBalances } from './readSolanaBalances'

const CAIP = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
let solana: RunningSolana

beforeAll(async () => {
  solana = await startSolana({ port: 0, log: () => undefined })
}, 60_000)
afterAll(async () => {
  await solana?.stop()
})

describe('readSolanaBalances', () => {
  it('lists SOL and the held AUSD of a test account from the local chain, priced from the table', async () => {
    const balances = await readSolanaBalances(solana.rpcUrl, CAIP, solanaTestAccounts[1]!.address, { SOL: 150, AUSD: 1 })
    expect(balances).toEqual([
      expect.objectContaining({ symbol: 'SOL', chainId: CAIP, quantity: { decimals: '9', numeric: '1000' }, price: 150, value: 150_000 }),
      expect.objectContaining({ symbol: 'AUSD', name: 'Airlock USD', address: `${CAIP}:${solanaTestMint.address}`, quantity: { decimals: '6', numeric: '10000' }, value: 10_000 }),
    ])
  })

  it('an empty address has SOL 0 and no tokens; a node that does not answer is a 502', async () => {
    expect(await readSolanaBalances(solana.rpcUrl, CAIP, '11111111111111111111111111111112', {})).toEqual([expect.objectContaining({ symbol: 'SOL', quantity: { decimals: '9', numeric: '0' } })])
    await expect(readSolanaBalances('http://127.0.0.1:9', CAIP, solanaTestAccounts[1]!.address, {})).rejects.toMatchObject({ statusCode: 502 })
  })
})

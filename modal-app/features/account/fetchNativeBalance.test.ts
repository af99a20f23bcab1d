import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { polkadot as polkadotNetwork, solanaDevnet } from '../../../shared/networks/networks'
import { startSolana, type RunningSolana } from '../../../services/solana/startSolana'
import { solanaTestAccounts } from '../../../services/solana/testAccounts'
import { startPolkadot, type RunningPolkadot } from '../../../services/polkadot/startPolkadot'
import { polkadotTestAccounts } from '../../../services/polkadot/testAccounts'
import { fetchNativeBalance } from './fetchNativeBalance'

let solana: RunningSolana
let polkadot: RunningPolkadot

beforeAll(async () => {
  solana = await startSolana({ port: 0, log: () => undefined })
  polkadot = await startPolkadot({ port: 0, log: () => undefined })
}, 60_000)
afterAll(async () => {
  await solana?.stop()
  await polkadot?.stop()
})

describe('fetchNativeBalance on Solana', () => {
  it('reads SOL from the local chain\'s getBalance in whole units', async () => {
    expect(await fetchNativeBalance(solana.rpcUrl, solanaDevnet, solanaTestAccounts[2]!.address)).toBe('1000')
    expect(await fetchNativeBalance(solana.rpcUrl, solanaDevnet, '11111111111111111111111111111112')).toBe('0')
  })

  it('fails on an address the chain refuses, leaving the shown balance alone', async () => {
    await expect(fetchNativeBalance(solana.rpcUrl, solanaDevnet, '0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).rejects.toThrow()
  })
})

describe('fetchNativeBalance on Polkadot', () => {
  it("reads DOT from the chain's System.Account storage in whole units, 0 for an account it does not hold", async () => {
    expect(await fetchNativeBalance(polkadot.rpcUrl, polkadotNetwork, polkadotTestAccounts[1]!.address)).toBe('10000')
    expect(await fetchNativeBalance(polkadot.rpcUrl, polkadotNetwork, '1ADRXEpxCcHPze36zV1imej5DNcGZ8puqopyUhbppXyGuhP')).toBe('0')
    await expect(fetchNativeBalance(polkadot.rpcUrl, polkadotNetwork, 'not-an-address')).rejects.toThrow()
  })
})

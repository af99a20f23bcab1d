import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startAnvil } from '../chains/startAnvil'
import { testAccounts } from '../chains/testAccounts'
import { compileToken } from './compileToken'
import { AUSD, deployToken } from './deployToken'
import { tokenAddress } from './tokenAddress'

const cacheDir = mkdtempSync(join(tmpdir(), 'airlock-solc-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))

describe('AirlockToken', () => {
  it('compiles once and then comes from the cache', () => {
    const first = compileToken({ cacheDir })
    expect(readdirSync(cacheDir)).toEqual([`AirlockToken-${first.sourceHash}.json`])
    const t0 = performance.now()
    expect(compileToken({ cacheDir })).toEqual(first)
    expect(performance.now() - t0).toBeLessThan(100)
  })

  it('deploys at the deterministic address with 1,000,000 AUSD for accounts 0..4, mintable by the owner only', async () => {
    const chain = await startAnvil({ chainId: 1, port: 18747 })
    try {
      const artifact = compileToken({ cacheDir })
      expect(await deployToken({ rpcUrl: chain.rpcUrl, artifact })).toEqual({ address: tokenAddress(), deployed: true })
      expect(tokenAddress()).toBe('0x5FbDB2315678afecb367f032d93F642f64180aa3')
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const read = (functionName: string, args: unknown[] = []) => client.readContract({ address: tokenAddress(), abi: artifact.abi, functionName, args })
      expect([await read('name'), await read('symbol'), await read('decimals')]).toEqual([AUSD.name, AUSD.symbol, 6])
      for (const [i, a] of testAccounts.entries()) expect(await read('balanceOf', [a.address])).toBe(i < 5 ? parseUnits('1000000', 6) : 0n)
      const stranger = createWalletClient({ account: privateKeyToAccount(testAccounts[7]!.privateKey), transport: http(chain.rpcUrl) })
      await expect(client.simulateContract({ account: stranger.account, address: tokenAddress(), abi: artifact.abi, functionName: 'mint', args: [testAccounts[7]!.address, 1n] })).rejects.toThrow(/NotOwner/)
      expect(await deployToken({ rpcUrl: chain.rpcUrl, artifact })).toEqual({ address: tokenAddress(), deployed: false })
    } finally {
      await chain.stop()
    }
  })
})

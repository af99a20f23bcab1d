import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, http, parseAbi } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startAnvil } from '../chains/startAnvil'
import { testAccounts } from '../chains/testAccounts'
import { collectibleAddresses } from './collectibleAddresses'
import { compileCollectibles } from './compileCollectibles'
import { deployCollectibles } from './deployCollectibles'

const cacheDir = mkdtempSync(join(tmpdir(), 'airlock-solc-nft-'))
afterAll(() => rmSync(cacheDir, { recursive: true, force: true }))
const abi = parseAbi([
  'function mint(address to) returns (uint256)',
  'function mint(address to, uint256 id, uint256 amount)',
  'function tokenURI(uint256 id) view returns (string)',
  'function uri(uint256 id) view returns (string)',
  'function ownerOf(uint256 id) view returns (address)',
  'function balanceOf(address owner, uint256 id) view returns (uint256)',
])

describe('AirlockCollectibles', () => {
  it('compiles both collections once, then comes from the cache', () => {
    const first = compileCollectibles({ cacheDir })
    expect(first.badges.bytecode).toMatch(/^0x[0-9a-f]{100,}$/)
    expect(readdirSync(cacheDir)).toEqual([`AirlockCollectibles-${first.sourceHash}.json`])
    const t0 = performance.now()
    expect(compileCollectibles({ cacheDir })).toEqual(first)
    expect(performance.now() - t0).toBeLessThan(100)
    // solc compiles in seconds on a quiet machine and several times that on a busy one.
  }, 120_000)

  it('deploys at the fixed addresses with public mint and metadata URIs under the given service', async () => {
    const chain = await startAnvil({ chainId: 8453, port: 18771 })
    try {
      const artifact = compileCollectibles({ cacheDir })
      const metadataUrl = 'http://127.0.0.1:18772'
      expect(await deployCollectibles({ rpcUrl: chain.rpcUrl, metadataUrl, artifact })).toEqual({ ...collectibleAddresses(), deployed: true })
      const { badges, items } = collectibleAddresses()
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const anyone = createWalletClient({ account: privateKeyToAccount(testAccounts[7]!.privateKey), chain: { id: 8453, name: 'anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }, transport: http(chain.rpcUrl) })
      const to = testAccounts[3]!.address
      for (const hash of [
        await anyone.writeContract({ address: badges, abi, functionName: 'mint', args: [to] }),
        await anyone.writeContract({ address: items, abi, functionName: 'mint', args: [to, 8n, 4n] }),
      ]) {
        expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe('success')
      }
      expect(await client.readContract({ address: badges, abi, functionName: 'ownerOf', args: [1n] })).toBe(to)
      expect(await client.readContract({ address: badges, abi, functionName: 'tokenURI', args: [1n] })).toBe(`${metadataUrl}/v1/nfts/metadata/badges/1.json`)
      expect(await client.readContract({ address: items, abi, functionName: 'balanceOf', args: [to, 8n] })).toBe(4n)
      expect(await client.readContract({ address: items, abi, functionName: 'uri', args: [8n] })).toBe(`${metadataUrl}/v1/nfts/metadata/items/{id}.json`)
      await expect(client.simulateContract({ account: anyone.account, address: items, abi, functionName: 'mint', args: [to, 9n, 1n] })).rejects.toThrow(/UnknownItem|revert/)
      expect(await deployCollectibles({ rpcUrl: chain.rpcUrl, metadataUrl, artifact })).toEqual({ ...collectibleAddresses(), deployed: false })
    } finally {
      await chain.stop()
    }
  })
})

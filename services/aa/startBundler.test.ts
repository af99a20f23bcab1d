import { entryPoint07Address } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startAnvil, type AnvilChain } from '../fixtures/chains/startAnvil'
import { isProcessAlive } from '../internal/isProcessAlive'
import { deployAaContracts } from './deployAaContracts'
import { startBundler } from './startBundler'

let chain: AnvilChain
beforeAll(async () => {
  chain = await startAnvil({ chainId: 1, port: 18728 })
  await deployAaContracts({ rpcUrl: chain.rpcUrl })
}, 30_000)
afterAll(() => chain.stop())

describe('startBundler', () => {
  it('serves the chain, refuses a port that already has a bundler, and stop() ends the process', async () => {
    const bundler = await startBundler({ chainId: 1, rpcUrl: chain.rpcUrl, port: 14520, entryPoint: entryPoint07Address })
    try {
      const res = await fetch(bundler.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_supportedEntryPoints","params":[]}' })
      expect(await res.json()).toMatchObject({ result: [entryPoint07Address] })
      await expect(startBundler({ chainId: 1, rpcUrl: chain.rpcUrl, port: 14520, entryPoint: entryPoint07Address })).rejects.toThrow(/already serving a bundler/)
    } finally {
      await bundler.stop()
    }
    expect(isProcessAlive(bundler.pid)).toBe(false)
    await expect(fetch(bundler.url, { method: 'POST' })).rejects.toThrow()
    // Two bundlers start here, each allowed startBundler's 90 s: npm test runs this at the lowest
    // CPU priority beside the browser suites, where one start took more than 30 s.
  }, 200_000)
})

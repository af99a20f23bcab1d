import { existsSync, readFileSync } from 'node:fs'
import { Connection, Keypair } from '@solana/web3.js'
import { describe, expect, it } from 'vitest'
import { startTestStack } from './data-api/testing/testHelpers'
import { isProcessAlive as alive } from './internal/isProcessAlive'
import { portOffset } from '../config/urls'

/** A loopback URL of this test's stack (the test ports + 140): npm test shifts every suite's ports by AIRLOCK_PORT_OFFSET. */
const at = (port: number, path = '') => `http://127.0.0.1:${port + portOffset()}${path}`


describe('startStack', () => {
  it('writes stack.json, survives a chain going down, stops everything, and starts again', async () => {
    const { stack, cleanup } = await startTestStack(140, { aa: true })
    const pids = stack.chains.map((c) => c.pid)
    const bundlerPids: number[] = []
    try {
      const info = JSON.parse(readFileSync(stack.stackJsonPath, 'utf8'))
      expect(info).toMatchObject({
        profile: 'test',
        rpcUrls: { 1: at(18685), 8453: at(18686) },
        tokenAddress: stack.tokenAddress,
        dataApiUrl: at(18927),
        relayUrl: null,
        solanaRpcUrl: at(19039),
        bitcoinUrl: at(18472),
        authUrl: at(18929),
        mailboxUrl: at(18929, '/mailbox'),
        bundlerUrls: { 1: at(14477), 8453: at(14478) },
        paymasterUrl: at(14479),
        aaAddresses: { entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032' },
      })
      bundlerPids.push(...info.pids.filter((pid: number) => !pids.includes(pid)))
      expect(bundlerPids).toHaveLength(2)
      const entryPoints = await fetch(stack.bundlerUrls[8453]!, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"eth_supportedEntryPoints","params":[]}' })
      expect(await entryPoints.json()).toMatchObject({ result: [stack.aaAddresses!.entryPoint] })
      const mail = await fetch(`${stack.authUrl}/v1/auth/email/start?projectId=airlock-demo`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"stack@example.test"}' })
      expect(mail.status).toBe(200)
      expect(await (await fetch(stack.mailboxUrl!)).text()).toContain('stack@example.test')
      // The Solana chain answers on its port, and web3.js finds its websocket on the next one.
      expect(stack.solana?.wsUrl).toBe(`ws://127.0.0.1:${19040 + portOffset()}`)
      const genesis = await fetch(info.solanaRpcUrl, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"getGenesisHash"}' })
      expect(await genesis.json()).toMatchObject({ result: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG' })
      const connection = new Connection(info.solanaRpcUrl, 'confirmed')
      const airdrop = await connection.requestAirdrop(Keypair.generate().publicKey, 1_000_000_000)
      expect((await connection.confirmTransaction({ signature: airdrop, ...(await connection.getLatestBlockhash()) })).value.err).toBeNull()
      // The Bitcoin regtest stand-in answers Esplora's routes on its port, test accounts funded.
      expect(await (await fetch(`${info.bitcoinUrl}/blocks/tip/height`)).text()).toBe('4')
      expect(info.accounts).toHaveLength(10)
      expect(JSON.stringify(info)).not.toMatch(/privateKey|0x[0-9a-f]{64}/i)
      const res = await fetch(`${stack.dataApiUrl}/v1/supported-chains?projectId=airlock-demo`)
      // The local Solana chain plays devnet: the service reads Solana balances there too.
      expect(await res.json()).toEqual({ http: ['eip155:1', 'eip155:8453', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], ws: [] })

      await stack.chains[1]!.stop()
      const down = await fetch(`${stack.dataApiUrl}/v1/account/${stack.accounts[0]}/balance?projectId=airlock-demo&chainId=eip155:8453`)
      expect(down.status).toBe(502)
      expect(await down.json()).toMatchObject({ error: 'Chain Unavailable', message: expect.stringContaining('eip155:8453') })
      expect((await fetch(`${stack.dataApiUrl}/v1/account/${stack.accounts[0]}/balance?projectId=airlock-demo&chainId=eip155:1`)).status).toBe(200)
    } finally {
      await cleanup()
    }
    expect(pids.map(alive)).toEqual([false, false])
    expect(bundlerPids.map(alive)).toEqual([false, false])
    await expect(fetch(stack.paymasterUrl!, { method: 'POST' })).rejects.toThrow()
    expect(existsSync(stack.stackJsonPath)).toBe(false)
    await expect(fetch(`${stack.dataApiUrl}/v1/supported-chains`)).rejects.toThrow()
    await expect(fetch(stack.mailboxUrl!)).rejects.toThrow()
    await expect(fetch(stack.solana!.rpcUrl, { method: 'POST', body: '{}' })).rejects.toThrow()
    await expect(fetch(`${stack.bitcoin!.url}/blocks/tip/height`)).rejects.toThrow()

    const again = await startTestStack(140, { aa: true })
    expect(again.stack.tokenAddress).toBe(stack.tokenAddress)
    await again.cleanup()
    // Two whole stacks with bundlers start here: on a loaded machine that is far past the default
    // 20 s, and a timeout mid-start leaves the stack's processes holding its ports.
  }, 180_000)
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeFunctionData, parseEther, parseUnits, type Hash } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../fixtures/chains/testAccounts'
import { ownerKey, sendTx, startTestStack, tokenAbi } from './testing/testHelpers'
import type { Stack } from '../stack'

let stack: Stack
let cleanup: () => Promise<void>
const me = privateKeyToAccount(generatePrivateKey())
const funder = testAccounts[7]!
let ethTx: Hash
let tokenTx: Hash

beforeAll(async () => {
  ;({ stack, cleanup } = await startTestStack(470))
  ethTx = await sendTx(stack.rpcUrls[1]!, funder.privateKey, { to: me.address, value: parseEther('1.25') })
  tokenTx = await sendTx(stack.rpcUrls[1]!, ownerKey, { to: stack.tokenAddress, data: encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [me.address, parseUnits('7', 6)] }) })
}, 60_000)
afterAll(async () => cleanup?.())

const get = (url: string) => stack.dataApi.inject({ method: 'GET', url })

describe('local explorer', () => {
  it('shows a transaction read from the chain: hash, status, block, from, to, value and logs, with no project asked', async () => {
    const res = await get(`/explorer/1/tx/${ethTx}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^text\/html/)
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    const html = res.body
    expect(html).toContain(`data-testid="explorer-hash">${ethTx}<`)
    expect(html).toMatch(/data-testid="explorer-status"><span class="success">Success</)
    expect(html).toMatch(/data-testid="explorer-block">\d+</)
    expect(html).toContain(`href="/explorer/1/address/${funder.address}"`)
    expect(html).toContain(`href="/explorer/1/address/${me.address}"`)
    expect(html).toContain('data-testid="explorer-value">1.25 ETH<')
    expect(html).toContain('Logs (0)')
    expect(html).toContain('Ethereum · local chain 1')
  })

  it('summarises a configured token\'s Transfer log with its amount and symbol', async () => {
    const html = (await get(`/explorer/1/tx/${tokenTx}`)).body
    expect(html).toContain('Logs (1)')
    expect(html).toMatch(/Transfer 7 AUSD from <a [^>]*>0x0000000000000000000000000000000000000000<\/a> to <a [^>]*>/)
    expect(html).toContain(`data-testid="explorer-to"><a href="/explorer/1/address/${stack.tokenAddress}"`)
  })

  it('shows an address: balance, nonce and whether it holds code', async () => {
    const account = await get(`/explorer/1/address/${me.address.toLowerCase()}`)
    expect(account.statusCode).toBe(200)
    expect(account.body).toContain(`data-testid="explorer-address">${me.address}<`)
    expect(account.body).toContain('data-testid="explorer-balance">1.25 ETH<')
    expect(account.body).toContain('data-testid="explorer-nonce">0<')
    expect(account.body).toContain('data-testid="explorer-code">No<')
    const token = await get(`/explorer/8453/address/${stack.tokenAddress}`)
    expect(token.body).toContain('data-testid="explorer-code">Yes (a contract)<')
  })

  it('rejects a malformed hash or address with a 400 page that echoes nothing of it', async () => {
    for (const bad of ['0x1234', `${ethTx}00`, `0x${'g'.repeat(64)}`, encodeURIComponent('<script>alert(1)</script>')]) {
      const res = await get(`/explorer/1/tx/${bad}`)
      expect(res.statusCode).toBe(400)
      expect(res.headers['content-type']).toMatch(/^text\/html/)
      expect(res.body).toContain('Invalid transaction hash')
      expect(res.body).not.toContain('<script>')
    }
    const address = await get(`/explorer/1/address/${encodeURIComponent('"><img src=x onerror=alert(1)>')}`)
    expect(address.statusCode).toBe(400)
    expect(address.body).not.toContain('<img')
  })

  it('answers 404 for a chain it doesn\'t run and a transaction the chain doesn\'t have', async () => {
    expect((await get(`/explorer/10/tx/${ethTx}`)).statusCode).toBe(404)
    expect((await get(`/explorer/01/tx/${ethTx}`)).statusCode).toBe(404)
    const missing = await get(`/explorer/1/tx/0x${'ab'.repeat(32)}`)
    expect(missing.statusCode).toBe(404)
    expect(missing.body).toContain('Transaction not found')
  })
})

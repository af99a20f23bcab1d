import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeFunctionData, parseAbi, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../fixtures/chains/testAccounts'
import { ownerKey, sendTx, startTestStack, tokenAbi } from './testing/testHelpers'
import type { Stack } from '../stack'
import type { Transaction } from './types'

let stack: Stack
let cleanup: () => Promise<void>
const meKey = generatePrivateKey()
const me = privateKeyToAccount(meKey)
const P = 'projectId=airlock-demo'

beforeAll(async () => {
  ;({ stack, cleanup } = await startTestStack(110))
  const funder = testAccounts[6]!.privateKey
  await sendTx(stack.rpcUrls[8453]!, funder, { to: me.address, value: parseEther('2') })
  for (let i = 1; i <= 10; i++) await sendTx(stack.rpcUrls[1]!, funder, { to: me.address, value: parseEther(String(i / 10)) })
  await sendTx(stack.rpcUrls[1]!, ownerKey, { to: stack.tokenAddress, data: encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [me.address, parseUnits('42', 6)] }) })
  // The newest: the account sends some of it back.
  await sendTx(stack.rpcUrls[1]!, meKey, { to: testAccounts[6]!.address, value: parseEther('0.05') })
}, 60_000)
afterAll(async () => cleanup?.())

async function page(query: string): Promise<{ status: number; body: { data: Transaction[]; next: string | null; error?: string; message?: string } }> {
  const res = await stack.dataApi.inject({ method: 'GET', url: `/v1/account/${me.address}/history?${P}${query}` })
  return { status: res.statusCode, body: res.json() }
}

describe('history', () => {
  it('lists newest first, 10 per page, and pages with the cursor without repeats', async () => {
    const first = await page('&chainId=eip155:1')
    expect(first.status).toBe(200)
    expect(first.body.data).toHaveLength(10)
    const top = first.body.data[0]!
    expect(top.metadata).toMatchObject({ operationType: 'send', sentFrom: me.address, sentTo: testAccounts[6]!.address, status: 'confirmed', nonce: 0, chain: 'eip155:1' })
    expect(top.transfers).toEqual([{ fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: expect.any(String) } }, direction: 'out', quantity: { numeric: '0.05' }, value: 150, price: 3000, counterparty: testAccounts[6]!.address }])
    expect(first.body.data[1]!.metadata.operationType).toBe('mint')
    expect(first.body.data[1]!.transfers[0]).toMatchObject({ fungible_info: { symbol: 'AUSD' }, direction: 'in', quantity: { numeric: '42' }, value: 42 })
    expect(first.body.next).toEqual(expect.any(String))

    const second = await page(`&chainId=eip155:1&cursor=${first.body.next}`)
    expect(second.body.data.map((t) => t.transfers[0]?.quantity.numeric)).toEqual(['0.2', '0.1'])
    expect(second.body.next).toBeNull()
    const all = [...first.body.data, ...second.body.data]
    expect(new Set(all.map((t) => t.id)).size).toBe(12)
    const times = all.map((t) => Date.parse(t.metadata.minedAt))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    expect(all.slice(2).map((t) => t.transfers[0]!.quantity.numeric)).toEqual(['1', '0.9', '0.8', '0.7', '0.6', '0.5', '0.4', '0.3', '0.2', '0.1'])
  })

  it('filters by chainId and merges every chain without it', async () => {
    const base = await page('&chainId=eip155:8453')
    expect(base.body.data.map((t) => [t.metadata.chain, t.transfers[0]?.direction, t.transfers[0]?.quantity.numeric])).toEqual([['eip155:8453', 'in', '2']])
    expect(base.body.next).toBeNull()
    const p1 = await page('')
    const p2 = await page(`&cursor=${p1.body.next}`)
    expect(p1.body.data.length + p2.body.data.length).toBe(13)
    expect((await page('&chainId=eip155:10')).body).toEqual({ data: [], next: null })
    expect((await page('&onramp=coinbase')).body).toEqual({ data: [], next: null })
  })

  it('rejects malformed cursors with 400 and a message, then still serves', async () => {
    for (const bad of ['abc', '1-2-3', '-1-2-3-4', '1-2-3-4-5', '%3Cscript%3E', '9'.repeat(40)]) {
      const res = await page(`&cursor=${bad}`)
      expect(res.status, bad).toBe(400)
      expect(res.body).toMatchObject({ error: 'Invalid cursor', message: expect.stringContaining('cursor') })
    }
    expect((await page('&chainId=eip155:1')).body.data).toHaveLength(10)
  })
})

describe('history tells the story', () => {
  const traderKey = generatePrivateKey()
  const trader = privateKeyToAccount(traderKey)
  const friend = testAccounts[7]!.address
  const swapAbi = parseAbi(['function swap(address tokenIn, address tokenOut, uint256 amountIn, uint256 minAmountOut, address to) payable returns (uint256)'])
  const NATIVE = '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'

  async function historyOf(address: string): Promise<Transaction[]> {
    const res = await stack.dataApi.inject({ method: 'GET', url: `/v1/account/${address}/history?${P}&chainId=eip155:1` })
    if (res.statusCode !== 200) throw new Error(res.body)
    return res.json().data
  }

  it('names a token transfer\'s recipient, an approval\'s spender, and reads swaps both ways as trades', async () => {
    const rpc = stack.rpcUrls[1]!
    const exchange = stack.exchange.address
    await sendTx(rpc, testAccounts[6]!.privateKey, { to: trader.address, value: parseEther('5') })
    await sendTx(rpc, traderKey, { to: exchange, value: parseEther('0.5'), data: encodeFunctionData({ abi: swapAbi, functionName: 'swap', args: [NATIVE, stack.tokenAddress, parseEther('0.5'), 0n, trader.address] }) })
    await sendTx(rpc, traderKey, { to: stack.tokenAddress, data: encodeFunctionData({ abi: tokenAbi, functionName: 'transfer', args: [friend, parseUnits('5', 6)] }) })
    await sendTx(rpc, traderKey, { to: stack.tokenAddress, data: encodeFunctionData({ abi: tokenAbi, functionName: 'approve', args: [exchange, parseUnits('100', 6)] }) })
    await sendTx(rpc, traderKey, { to: exchange, data: encodeFunctionData({ abi: swapAbi, functionName: 'swap', args: [stack.tokenAddress, NATIVE, parseUnits('100', 6), 0n, trader.address] }) })

    const [sell, approve, send, buy, funded] = await historyOf(trader.address)
    expect(sell!.metadata.operationType).toBe('trade')
    expect(sell!.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([['out', 'AUSD'], ['in', 'ETH']])
    expect(Number(sell!.transfers[1]!.quantity.numeric)).toBeGreaterThan(0.03)
    expect(approve!.metadata).toMatchObject({ operationType: 'approve', sentTo: stack.tokenAddress, counterparty: exchange })
    expect(send!.metadata).toMatchObject({ operationType: 'send', sentTo: stack.tokenAddress, counterparty: friend })
    expect(send!.transfers).toEqual([expect.objectContaining({ direction: 'out', quantity: { numeric: '5' }, counterparty: friend })])
    expect(buy!.metadata.operationType).toBe('trade')
    expect(buy!.transfers.map((t) => [t.direction, t.fungible_info?.symbol])).toEqual([['out', 'ETH'], ['in', 'AUSD']])
    expect(funded!.metadata.operationType).toBe('receive')
  }, 30_000)
})

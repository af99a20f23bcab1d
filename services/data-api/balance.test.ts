import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeFunctionData, parseEther, parseUnits, type Address } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { testAccounts } from '../fixtures/chains/testAccounts'
import { IDENTITY_NAMESPACE } from './routes/identityRoute'
import { benchBalance } from './benchBalance'
import { ownerKey, sendTx, startTestStack, tokenAbi } from './testing/testHelpers'
import { solanaTestAccounts } from '../solana/testAccounts'
import type { Stack } from '../stack'

let stack: Stack
let cleanup: () => Promise<void>
const P = 'projectId=airlock-demo'

beforeAll(async () => ({ stack, cleanup } = await startTestStack(100)))
afterAll(async () => cleanup?.())

async function get(url: string, headers: Record<string, string> = {}) {
  const res = await stack.dataApi.inject({ method: 'GET', url, headers })
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- response bodies are asserted field by field
  return { status: res.statusCode, body: res.json() as Record<string, any>, headers: res.headers }
}

describe('balance', () => {
  it('shows a native transfer on the chain it happened on, priced at 3000 USD', async () => {
    const fresh = privateKeyToAccount(generatePrivateKey()).address
    await sendTx(stack.rpcUrls[8453]!, testAccounts[5]!.privateKey, { to: fresh, value: parseEther('1.5') })
    const { status, body } = await get(`/v1/account/${fresh}/balance?${P}&currency=usd&chainId=eip155:8453`)
    expect(status).toBe(200)
    expect(body.balances).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:8453', value: 4500, price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: expect.stringMatching(/^data:image\/svg/) },
    ])
    const other = await get(`/v1/account/${fresh}/balance?${P}&chainId=eip155:1`)
    expect(other.body.balances[0].quantity.numeric).toBe('0')
  })

  it('shows AUSD after a mint, with its CAIP-10 address, and reads fresh on forceUpdate', async () => {
    const fresh = privateKeyToAccount(generatePrivateKey()).address
    const mint = (n: string) => encodeFunctionData({ abi: tokenAbi, functionName: 'mint', args: [fresh, parseUnits(n, 6)] })
    await sendTx(stack.rpcUrls[1]!, ownerKey, { to: stack.tokenAddress, data: mint('250.5') })
    let { body } = await get(`/v1/account/${fresh}/balance?${P}&chainId=eip155:1`)
    const ausd = body.balances.find((b: { symbol: string }) => b.symbol === 'AUSD')
    expect(ausd).toEqual({
      name: 'Airlock USD', symbol: 'AUSD', chainId: 'eip155:1', address: `eip155:1:${stack.tokenAddress}`,
      value: 250.5, price: 1, quantity: { decimals: '6', numeric: '250.5' }, iconUrl: expect.stringMatching(/^data:image\/svg/),
    })
    await sendTx(stack.rpcUrls[1]!, ownerKey, { to: stack.tokenAddress, data: mint('1') })
    ;({ body } = await get(`/v1/account/${fresh}/balance?${P}&chainId=eip155:1&forceUpdate=true`))
    expect(body.balances.find((b: { symbol: string }) => b.symbol === 'AUSD').quantity.numeric).toBe('251.5')
  })

  it('covers every chain without chainId and nothing for a chain it does not serve', async () => {
    const all = await get(`/v1/account/${testAccounts[1]!.address}/balance?${P}`)
    expect(all.body.balances.map((b: { chainId: string; symbol: string }) => `${b.chainId}/${b.symbol}`)).toEqual(['eip155:1/ETH', 'eip155:1/AUSD', 'eip155:8453/ETH', 'eip155:8453/AUSD'])
    expect((await get(`/v1/account/${testAccounts[1]!.address}/balance?${P}&chainId=eip155:42161`)).body).toEqual({ balances: [] })
  })

  // The 20 ms budget itself is `npm run bench`'s balanceP50Ms: a timed assertion here failed on
  // a loaded CI machine (32 ms) while the endpoint was fine. This checks the measurement works.
  it('measures the balance of two tokens for the bench (balanceP50Ms)', async () => {
    const { p50, p99 } = await benchBalance(stack, 60)
    expect(p50).toBeGreaterThan(0)
    expect(p99).toBeGreaterThanOrEqual(p50)
  })
})

describe('prices, identity, chains, gas', () => {
  it('prices CAIP-10 token addresses and the native placeholder (BTC on a Bitcoin network Airlock knows, DOT on the Polkadot relay chain)', async () => {
    const res = await stack.dataApi.inject({
      method: 'POST', url: '/v1/fungible/price',
      payload: { projectId: 'airlock-demo', currency: 'usd', addresses: [`eip155:1:${stack.tokenAddress}`, 'eip155:8453:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', `eip155:1:${testAccounts[9]!.address}`, 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'bip122:00000000000000000000000000000000:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'polkadot:91b171bb158e2d3848fa23a9f1c25182:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee', 'polkadot:e143f23803ac50e8f6f8e62695d1ce9e:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'] },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().fungibles.map((f: { symbol: string; price: number }) => [f.symbol, f.price])).toEqual([['AUSD', 1], ['ETH', 3000], ['BTC', 60000], ['DOT', 7]])
  })

  it('returns a stored name and avatar, and nulls for an unknown address', async () => {
    const known = testAccounts[2]!.address as Address
    await stack.storage.kv.set(IDENTITY_NAMESPACE, known.toLowerCase(), { name: 'carol.airlock', avatar: null })
    expect((await get(`/v1/identity/${known.toLowerCase()}?${P}&sender=${testAccounts[0]!.address}`)).body).toEqual({ name: 'carol.airlock', avatar: null })
    expect((await get(`/v1/identity/${testAccounts[3]!.address}?${P}`)).body).toEqual({ name: null, avatar: null })
  })

  it('lists the served chains and reads gas prices from them', async () => {
    expect((await get(`/v1/supported-chains?${P}`)).body).toEqual({ http: ['eip155:1', 'eip155:8453', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'], ws: [] })
    // A Solana address: SOL and its AUSD from the stack's Solana chain; none for another cluster.
    const sol = await get(`/v1/account/${solanaTestAccounts[4]!.address}/balance?${P}&currency=usd&chainId=solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1`)
    expect(sol.status).toBe(200)
    expect(sol.body.balances.map((b: { symbol: string; quantity: { numeric: string } }) => `${b.quantity.numeric} ${b.symbol}`)).toEqual(['1000 SOL', '10000 AUSD'])
    expect((await get(`/v1/account/${solanaTestAccounts[4]!.address}/balance?${P}&currency=usd&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`)).body).toEqual({ balances: [] })
    const gas = await get(`/v1/convert/gas-price?${P}&chainId=eip155:1`)
    expect(gas.status).toBe(200)
    expect(BigInt(gas.body.fast)).toBeGreaterThan(BigInt(gas.body.standard))
    expect(BigInt(gas.body.instant)).toBeGreaterThan(BigInt(gas.body.fast))
    expect(await get(`/v1/convert/gas-price?${P}&chainId=eip155:10`)).toMatchObject({ status: 400, body: { error: 'Network not supported for Gas Price' } })
  })
})

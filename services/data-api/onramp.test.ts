import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createPublicClient, createWalletClient, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startTestStack } from './testing/testHelpers'
import { exchangeKeys } from '../fixtures/exchange/exchangeKeys'
import { DEAD_CLAIM_MS, DELIVERIES_NAMESPACE, type DeliveryRecord } from './onramp/resumeDelivery'
import type { Stack } from '../stack'
import type { OnrampOptions } from '../../shared/onramp/types'

let stack: Stack
let cleanup: () => Promise<void>
const me = privateKeyToAccount(generatePrivateKey()).address

beforeAll(async () => {
  ;({ stack, cleanup } = await startTestStack(180))
}, 60_000)
afterAll(async () => cleanup?.())

// Over HTTP to `dataApiUrl`: in the two-instance run (vitest.instances.config.ts) that is the
// round-robin proxy, so a link made at one instance is opened and paid at the other.
const post = async (url: string, payload: Record<string, unknown>) => {
  const res = await fetch(`${stack.dataApiUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ projectId: 'airlock-demo', ...payload }) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> & { url?: string; error?: string; message?: string } }
}
/** What the browser gets from a provider page: status, body, headers. */
async function page(path: string, form?: Record<string, string>) {
  const res = await fetch(`${stack.dataApiUrl}${path}`, form ? { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams(form).toString() } : {})
  return { statusCode: res.status, body: await res.text(), headers: Object.fromEntries(res.headers) }
}
const pay = (session: string, card: string) => page('/onramp/pay', { session, card, expiry: '12/39', cvc: '123' })
const urlBody = (asset: string, presetFiatAmount: number, network = 'ethereum') => ({
  destinationWallets: [{ address: me, blockchains: [network], assets: [asset] }], defaultNetwork: network, partnerUserId: me, defaultExperience: 'buy', presetFiatAmount, fiatCurrency: 'USD', paymentMethod: 'card',
})
async function checkout(url: string, card: string) {
  const { pathname, search } = new URL(url)
  expect(new URL(url).origin).toBe(stack.dataApiUrl)
  const opened = await page(`${pathname}${search}`)
  const paid = await pay(new URLSearchParams(search).get('session')!, card)
  return { page: opened, paid }
}

describe('on-ramp', () => {
  it('offers the two providers, the limits in USD and EUR, and ETH, AUSD, AEUR on both chains', async () => {
    const options = (await (await fetch(`${stack.dataApiUrl}/v1/onramp/options?projectId=airlock-demo`)).json()) as OnrampOptions
    expect(options.providers.map((p) => [p.id, p.feeRange])).toEqual([['card', '1-2%'], ['aggregator', '1-2%']])
    expect(options.paymentCurrencies).toEqual([
      { id: 'USD', limits: [{ id: 'card', min: '10', max: '7500' }, { id: 'bank', min: '10', max: '25000' }] },
      { id: 'EUR', limits: [{ id: 'card', min: '10', max: '7500' }, { id: 'bank', min: '10', max: '25000' }] },
    ])
    expect(options.purchaseCurrencies.map((c) => [c.symbol, c.networks.map((n) => n.name)])).toEqual([['ETH', ['ethereum', 'base']], ['AUSD', ['ethereum', 'base']], ['AEUR', ['ethereum', 'base']]])
  })

  it('quotes fee, subtotal, total and the amount bought, and refuses amounts outside the limits', async () => {
    const q = await post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '300', network: 'base' })
    expect(q.body).toMatchObject({ fee: { amount: '4.50', currency: 'USD' }, subtotal: { amount: '295.50' }, total: { amount: '300.00' }, purchaseAmount: { amount: '0.0985', currency: 'ETH' }, quoteId: expect.any(String) })
    const low = await post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'EUR', amount: '5', network: 'ethereum' })
    expect([low.status, low.body.error, low.body.message]).toEqual([400, 'Amount Out Of Limits', 'Amount must be between 10 and 7500 EUR for card payments'])
    expect((await post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '20000', network: 'ethereum', paymentMethod: 'bank' })).status).toBe(200)
    expect((await post('/v1/onramp/quote', { purchaseCurrency: 'ETH', paymentCurrency: 'GBP', amount: '20', network: 'ethereum' })).status).toBe(400)
    expect((await post('/v1/generators/onrampurl', urlBody('ETH', 8000))).body.error).toBe('Amount Out Of Limits')
  })

  it('a checkout paid with the test card delivers the ETH on the chain; the link is single-use', async () => {
    const client = createPublicClient({ transport: http(stack.rpcUrls[1]!) })
    const gen = await post('/v1/generators/onrampurl', urlBody('ETH', 100))
    expect(gen.body.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/onramp\/buy\?session=[-0-9a-f]{36}$/)
    const declined = await checkout(gen.body.url!, '4000 0000 0000 0002')
    expect(declined.page.body).toContain('Buy <strong>0.03283333 ETH</strong> for <strong>100.00 USD</strong>')
    expect(declined.page.headers['content-security-policy']).toContain("default-src 'none'")
    expect([declined.paid.statusCode, declined.paid.body]).toEqual([402, expect.stringContaining('Your card was declined')])
    expect(await client.getBalance({ address: me })).toBe(0n)
    const paid = await checkout(gen.body.url!, '4242 4242 4242 4242')
    expect(paid.paid.statusCode).toBe(200)
    expect(paid.paid.body).toContain('data-result="done"')
    // The paid page closes its window by itself: its one inline script, and only that one, is allowed.
    const script = /<script>(.*?)<\/script>/.exec(paid.paid.body)?.[1] ?? ''
    expect(script).toContain('window.close()')
    expect(paid.paid.headers['content-security-policy']).toContain(`script-src 'sha256-${createHash('sha256').update(script).digest('base64')}';`)
    expect(declined.paid.body).not.toContain('<script')
    expect(await client.getBalance({ address: me })).toBe(parseEther('0.03283333'))
    expect((await checkout(gen.body.url!, '4242 4242 4242 4242')).paid.statusCode).toBe(409)
    const history = await fetch(`${stack.dataApiUrl}/v1/account/${me}/history?projectId=airlock-demo&onramp=airlock&chainId=eip155:1`)
    const bought = (await history.json()) as { data: { metadata: { operationType: string; chain: string }; transfers: { direction: string; quantity: { numeric: string } }[] }[] }
    expect(bought.data.map((t) => [t.metadata.operationType, t.metadata.chain, t.transfers[0]!.direction, t.transfers[0]!.quantity.numeric])).toEqual([['buy', 'eip155:1', 'in', '0.03283333']])
    expect(await client.getBalance({ address: me })).toBe(parseEther('0.03283333'))
  })

  it('delivers AUSD on Base as a token transfer', async () => {
    const gen = await post('/v1/generators/onrampurl', urlBody('AUSD', 50, 'base'))
    expect((await checkout(gen.body.url!, '4242424242424242')).paid.statusCode).toBe(200)
    const client = createPublicClient({ transport: http(stack.rpcUrls[8453]!) })
    expect(await client.readContract({ address: stack.tokenAddress, abi: erc20Abi, functionName: 'balanceOf', args: [me] })).toBe(parseUnits('49', 6))
  })

  it('a checkout paid twice at once (two tabs, or two instances behind the balancer) is delivered once', async () => {
    const buyer = privateKeyToAccount(generatePrivateKey()).address
    const client = createPublicClient({ transport: http(stack.rpcUrls[1]!) })
    const gen = await post('/v1/generators/onrampurl', { ...urlBody('ETH', 60), destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['ETH'] }] })
    const session = new URL(gen.body.url!).searchParams.get('session')!
    const answers = await Promise.all([pay(session, '4242 4242 4242 4242'), pay(session, '4242 4242 4242 4242')])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409])
    expect(answers.find((a) => a.statusCode === 409)!.body).toContain('This purchase is already paid')
    expect(await client.getBalance({ address: buyer })).toBe(parseEther('0.0196'))
    const history = (await (await fetch(`${stack.dataApiUrl}/v1/account/${buyer}/history?projectId=airlock-demo&onramp=airlock&chainId=eip155:1`)).json()) as { data: unknown[] }
    expect(history.data).toHaveLength(1)
    // The page, at any instance, says so too; an unknown or made-up session is a dead link.
    expect((await page(`/onramp/buy?session=${session}`)).body).toContain('This purchase is already paid')
    expect((await page('/onramp/buy?session=00000000-0000-0000-0000-000000000000')).statusCode).toBe(404)
    expect((await pay('x'.repeat(500), '4242 4242 4242 4242')).statusCode).toBe(404)
  })

  it('checkouts of different visitors paid at the same moment (at one instance or at several) are each delivered: the treasury sends one after another', async () => {
    const client = createPublicClient({ transport: http(stack.rpcUrls[1]!) })
    const buyers = [...Array(4)].map(() => privateKeyToAccount(generatePrivateKey()).address)
    const sessions = await Promise.all(buyers.map(async (buyer) => {
      const gen = await post('/v1/generators/onrampurl', { ...urlBody('ETH', 30), destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['ETH'] }] })
      return new URL(gen.body.url!).searchParams.get('session')!
    }))
    const answers = await Promise.all(sessions.map((session) => pay(session, '4242 4242 4242 4242')))
    expect(answers.map((a) => [a.statusCode, /data-result="(\w+)"/.exec(a.body)?.[1]])).toEqual(buyers.map(() => [200, 'done']))
    for (const buyer of buyers) expect(await client.getBalance({ address: buyer })).toBe(parseEther('0.0098'))
  })

  describe('a delivery that lost its instance (killed, or its receipt wait failed)', () => {
    // What a dead instance leaves in the store, written here through the stack's own handle on it.
    const stranded = async (buyer: string, record: (id: string) => Promise<DeliveryRecord>) => {
      const gen = await post('/v1/generators/onrampurl', { ...urlBody('ETH', 30), destinationWallets: [{ address: buyer, blockchains: ['ethereum'], assets: ['ETH'] }] })
      const session = new URL(gen.body.url!).searchParams.get('session')!
      expect(await stack.storage.checkouts.claim(session, Date.now())).toBeDefined()
      await stack.storage.kv.set(DELIVERIES_NAMESPACE, session, await record(session))
      return session
    }
    const client = () => createPublicClient({ transport: http(stack.rpcUrls[1]!) })
    const purchases = async (buyer: string) => ((await (await fetch(`${stack.dataApiUrl}/v1/account/${buyer}/history?projectId=airlock-demo&onramp=airlock&chainId=eip155:1`)).json()) as { data: unknown[] }).data

    it('sent before the instance died: the next visit, at any instance, finds it on the chain and completes the purchase; paying again is refused', async () => {
      const buyer = privateKeyToAccount(generatePrivateKey()).address
      const treasury = privateKeyToAccount(exchangeKeys.onrampTreasury.privateKey)
      const chain = { id: 1, name: 'anvil-1', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [stack.rpcUrls[1]!] } } }
      const session = await stranded(buyer, async () => {
        const hash = await createWalletClient({ account: treasury, chain, transport: http(stack.rpcUrls[1]!) }).sendTransaction({ to: buyer, value: parseEther('0.0098') })
        await client().waitForTransactionReceipt({ hash, pollingInterval: 20 })
        return { claimedAt: Date.now(), hash }
      })
      expect(await purchases(buyer)).toHaveLength(0)
      expect((await page(`/onramp/buy?session=${session}`)).body).toContain('This purchase is already paid')
      expect(await purchases(buyer)).toHaveLength(1)
      expect((await stack.storage.checkouts.get(session, Date.now()))?.status).toBe('paid')
      expect((await pay(session, '4242 4242 4242 4242')).statusCode).toBe(409)
      expect(await client().getBalance({ address: buyer })).toBe(parseEther('0.0098'))
    })

    it('claimed and never sent: a claim younger than the dead-claim time is still being delivered (409); an older one is reopened and paid once', async () => {
      const young = await stranded(privateKeyToAccount(generatePrivateKey()).address, async () => ({ claimedAt: Date.now() }))
      expect((await pay(young, '4242 4242 4242 4242')).statusCode).toBe(409)
      const buyer = privateKeyToAccount(generatePrivateKey()).address
      const old = await stranded(buyer, async () => ({ claimedAt: Date.now() - DEAD_CLAIM_MS - 1_000 }))
      expect((await page(`/onramp/buy?session=${old}`)).body).toContain('Buy <strong>')
      expect((await pay(old, '4242 4242 4242 4242')).statusCode).toBe(200)
      expect((await pay(old, '4242 4242 4242 4242')).statusCode).toBe(409)
      expect(await client().getBalance({ address: buyer })).toBe(parseEther('0.0098'))
      expect(await purchases(buyer)).toHaveLength(1)
    })
  })
})

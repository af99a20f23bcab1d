import Fastify, { type FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadWalletCatalog, walletRegistryRoutes } from './routes'
import type { GetWalletsResponse } from './types'
import { NETWORK_IMAGE_IDS } from '../../shared/networks/networkImageIds'
import { LOCAL_WALLET_IMAGE_IDS, readLocalMark } from './readLocalMark'

const catalog = loadWalletCatalog()
let app: FastifyInstance

beforeAll(async () => {
  app = Fastify()
  await app.register(walletRegistryRoutes, { projects: [{ id: 'airlock-demo' }] })
  await app.ready()
})
afterAll(() => app.close())

const common = 'projectId=airlock-demo&st=appkit&sv=html-wagmi-4.2.2'

async function wallets(query: string): Promise<GetWalletsResponse> {
  const res = await app.inject(`/getWallets?${common}&${query}`)
  expect(res.statusCode).toBe(200)
  return res.json()
}

const byName = (name: string) => catalog.find((w) => w.name === name)!

describe('the wallet catalog file', () => {
  it('holds at least 300 wallets with unique 64-hex ids and the well-known ones', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(300)
    expect(new Set(catalog.map((w) => w.id)).size).toBe(catalog.length)
    expect(catalog.every((w) => /^[0-9a-f]{64}$/.test(w.id) && w.chains.length > 0)).toBe(true)
    const rdns = catalog.map((w) => w.rdns)
    for (const r of ['io.metamask', 'com.trustwallet.app', 'com.coinbase.wallet', 'me.rainbow', 'app.phantom', 'io.rabby', 'com.okex.wallet', 'io.zerion.wallet', 'com.ledger', 'org.uniswap.app']) {
      expect(rdns).toContain(r)
    }
    expect(byName('MetaMask')).toMatchObject({ mobile_link: 'metamask://', injected: [{ namespace: 'eip155', injected_id: 'isMetaMask' }] })
  })
})

describe('GET /getWallets', () => {
  it('pages by page and entries, counting the total after filters', async () => {
    const first = await wallets('page=1&entries=40')
    const second = await wallets('page=2&entries=40')
    expect(first.count).toBe(catalog.length)
    expect(first.data).toHaveLength(40)
    expect(second.data[0]?.id).toBe(catalog[40]?.id)
    const last = await wallets(`page=${Math.ceil(catalog.length / 40)}&entries=40`)
    expect(last.data).toHaveLength(catalog.length % 40 || 40)
    expect((await wallets('page=999&entries=40')).data).toEqual([])
  })

  it('include keeps only the listed ids; exclude drops them', async () => {
    const ids = [byName('Rainbow').id, byName('MetaMask').id]
    const inc = await wallets(`entries=2&include=${ids.join(',')}`)
    expect(inc.count).toBe(2)
    expect(inc.data.map((w) => w.name).sort()).toEqual(['MetaMask', 'Rainbow'])
    const exc = await wallets(`page=1&entries=4&exclude=${ids.join(',')}`)
    expect(exc.count).toBe(catalog.length - 2)
    expect(exc.data.map((w) => w.name)).not.toContain('MetaMask')
    expect(exc.data[0]?.name).toBe('Trust Wallet')
  })

  it('search matches the trimmed term in the name, case-insensitively', async () => {
    const res = await wallets(`entries=100&search=${encodeURIComponent('  metaMASK ')}`)
    expect(res.data.map((w) => w.name)).toEqual(['MetaMask'])
    const wallet = await wallets('entries=100&search=wallet')
    expect(wallet.count).toBe(catalog.filter((w) => w.name.toLowerCase().includes('wallet')).length)
    expect((await wallets('search=%20%20')).count).toBe(catalog.length)
  })

  it('chains keeps wallets supporting any of the listed CAIP-2 networks', async () => {
    const sol = await wallets('entries=1000&chains=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(sol.count).toBe(catalog.filter((w) => w.chains.includes('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).length)
    expect(sol.data.map((w) => w.name)).toContain('Phantom')
    expect(sol.data.map((w) => w.name)).not.toContain('MetaMask')
    const both = await wallets('entries=1000&chains=eip155:2020,tezos:NetXdQprcVkpaWU')
    expect(both.data.map((w) => w.name).sort()).toEqual(['Ledger Live', 'Ronin Wallet', 'Temple Wallet'])
  })

  it('badge_type filters by badge', async () => {
    const certified = await wallets('entries=100&badge_type=certified')
    expect(certified.count).toBeGreaterThan(5)
    expect(certified.data.every((w) => w.badge_type === 'certified')).toBe(true)
  })

  it('refuses an unknown or missing projectId with 403 Invalid App Configuration', async () => {
    for (const url of ['/getWallets?projectId=nope', '/getWallets', '/public/getTokenImage/ETH?projectId=evil']) {
      const res = await app.inject(url)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ error: 'Invalid App Configuration' })
      expect(res.json().message).toEqual(expect.any(String))
    }
  })

  it('answers malformed parameters with 400', async () => {
    for (const q of ['page=0', 'page=abc', 'entries=1001', 'entries=-1', 'chains=notcaip', 'include=a%20b', 'exclude=%3Cscript%3E', 'badge_type=gold', 'page=1&page=2', `search=${'x'.repeat(201)}`, 'st=' + 'x'.repeat(65)]) {
      const res = await app.inject(`/getWallets?projectId=airlock-demo&${q}`)
      expect(res.statusCode, q).toBe(400)
      expect(res.json()).toMatchObject({ error: 'Bad Request', message: expect.any(String) })
    }
  })
})

describe('image routes', () => {
  it('serves a wallet image as a cacheable SVG without scripts or external references', async () => {
    const metamask = byName('MetaMask')
    const res = await app.inject(`/getWalletImage/${metamask.image_id}?${common}`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers['cache-control']).toContain('max-age=86400')
    expect(res.body).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(res.body).toContain('>MM</text>')
    expect(res.body).not.toMatch(/<script|href=|url\((?!#)/i)
    const again = await app.inject({ url: `/getWalletImage/${metamask.image_id}?${common}`, headers: { 'if-none-match': res.headers.etag as string } })
    expect(again.statusCode).toBe(304)
  })

  it('gives different wallets different images and 404s an unknown wallet image', async () => {
    const a = await app.inject(`/getWalletImage/${byName('Trust Wallet').image_id}?${common}`)
    const b = await app.inject(`/getWalletImage/${byName('Rainbow').image_id}?${common}`)
    expect(a.body).toContain('>TW</text>')
    expect(a.body).not.toBe(b.body)
    expect((await app.inject(`/getWalletImage/00000000-0000-4000-a000-000000000000?${common}`)).statusCode).toBe(404)
  })

  it('serves asset, currency and token images and rejects malformed ids', async () => {
    for (const path of ['/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00', '/public/getCurrencyImage/USD', '/public/getTokenImage/ETH']) {
      const res = await app.inject(`${path}?${common}`)
      expect(res.statusCode, path).toBe(200)
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
    }
    expect((await app.inject(`/public/getTokenImage/eth?${common}`)).body).toContain('>ETH</text>')
    expect((await app.inject(`/public/getTokenImage/${encodeURIComponent('<x>')}?${common}`)).statusCode).toBe(400)
  })

  it('serves its own marks for the local networks and wallets, cacheable, and initials for the rest', async () => {
    for (const id of [...Object.values(NETWORK_IMAGE_IDS), ...Object.values(LOCAL_WALLET_IMAGE_IDS)]) {
      const res = await app.inject(`/public/getAssetImage/${id}?${common}`)
      expect(res.statusCode, id).toBe(200)
      expect(res.headers['content-type']).toBe('image/svg+xml; charset=utf-8')
      expect(res.headers['cache-control']).toBe('public, max-age=86400, immutable')
      expect(res.headers['x-content-type-options']).toBe('nosniff')
      expect(res.body, id).toBe(readLocalMark(id))
      expect(res.body).not.toContain('</text>')
      const again = await app.inject({ url: `/public/getAssetImage/${id}?${common}`, headers: { 'if-none-match': res.headers.etag as string } })
      expect(again.statusCode).toBe(304)
    }
    const other = await app.inject(`/public/getAssetImage/692ed6ba-e569-459a-556a-776476829e00?${common}`)
    expect(other.body).toContain('</text>')
    expect((await app.inject(`/public/getAssetImage/${NETWORK_IMAGE_IDS['eip155:1']}`)).statusCode).toBe(403)
  })
})

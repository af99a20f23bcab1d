import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testAccounts } from '../fixtures/chains/testAccounts'
import { ANALYTICS_KIND } from './routes/analyticsRoutes'
import { startTestStack } from './testing/testHelpers'
import type { Stack } from '../stack'

let stack: Stack
let cleanup: () => Promise<void>
const A = testAccounts[0]!.address
const P = 'projectId=airlock-demo'
const invalidApp = { error: 'Invalid App Configuration', message: expect.stringContaining('Origin is not allowed') }

beforeAll(async () => ({ stack, cleanup } = await startTestStack(310)))
afterAll(async () => cleanup?.())

async function call(method: 'GET' | 'POST' | 'OPTIONS', url: string, opts: { headers?: Record<string, string>; payload?: unknown } = {}) {
  const res = await stack.dataApi.inject({ method, url, headers: opts.headers, payload: opts.payload as string })
  return { status: res.statusCode, body: res.body ? (res.json() as Record<string, unknown>) : {}, headers: res.headers }
}
const balanceOk = async () => expect((await call('GET', `/v1/account/${A}/balance?${P}&chainId=eip155:1`)).status).toBe(200)

describe('project check', () => {
  it('refuses an unknown or missing projectId with 403 Invalid App Configuration on every route', async () => {
    for (const url of [`/v1/account/${A}/balance?projectId=nope`, '/v1/supported-chains', `/v1/identity/${A}?projectId=`, '/getAnalyticsConfig?projectId=x']) {
      const res = await call('GET', url)
      expect(res.status, url).toBe(403)
      expect(res.body).toMatchObject(invalidApp)
    }
    expect((await call('POST', '/v1/fungible/price', { payload: { projectId: 'nope', addresses: [] } })).status).toBe(403)
  })

  it('allows the modal origins and the project origins, refuses others, and reflects only allowed origins in CORS', async () => {
    const modal = await call('GET', `/v1/supported-chains?${P}`, { headers: { origin: 'http://localhost:15174' } })
    expect(modal.status).toBe(200)
    expect(modal.headers['access-control-allow-origin']).toBe('http://localhost:15174')
    expect((await call('GET', `/v1/supported-chains?${P}`, { headers: { origin: 'http://127.0.0.1:5173' } })).status).toBe(200)
    const evil = await call('GET', `/v1/supported-chains?${P}`, { headers: { origin: 'http://evil.example' } })
    expect(evil).toMatchObject({ status: 403, body: invalidApp })
    expect(evil.headers['access-control-allow-origin']).toBeUndefined()
    const pre = await call('OPTIONS', `/e?${P}`, { headers: { origin: 'http://localhost:5174', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type,x-airlock-host-origin' } })
    expect(pre.status).toBe(204)
    expect(pre.headers['access-control-allow-origin']).toBe('http://localhost:5174')
  })

  it('checks the host page named by X-Airlock-Host-Origin against the project', async () => {
    const headers = (host: string) => ({ origin: 'http://localhost:15174', 'x-airlock-host-origin': host })
    expect((await call('GET', `/v1/supported-chains?${P}`, { headers: headers('http://127.0.0.1:15173') })).status).toBe(200)
    expect(await call('GET', `/v1/supported-chains?${P}`, { headers: headers('http://127.0.0.1:15175') })).toMatchObject({ status: 403, body: invalidApp })
  })
})

describe('malformed input', () => {
  it('answers 400 with an error and a message for each, and keeps serving', async () => {
    const bad = [
      `/v1/account/0x123/balance?${P}`,
      `/v1/account/${A}zz/balance?${P}`,
      `/v1/account/${A}/balance?${P}&chainId=eip155`,
      `/v1/account/${A}/balance?${P}&chainId=eip155:abc`,
      `/v1/account/${A}/balance?${P}&chainId=eip155:1:2`,
      `/v1/account/${A}/balance?${P}&chainId=nope:1`,
      `/v1/account/${A}/balance?${P}&chainId=eip155:1&chainId=eip155:8453`,
      `/v1/account/${A}/balance?${P}&chainId=solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp`,
      `/v1/account/${A}/balance?${P}&forceUpdate=maybe`,
      `/v1/account/${A}/balance?${P}&currency=eur`,
      `/v1/account/not-an-address/history?${P}`,
      `/v1/account/${A}/history?${P}&chainId=1`,
      `/v1/account/${A}/history?${P}&cursor=x`,
      `/v1/identity/0xnothex?${P}`,
      `/v1/identity/${A}?${P}&sender=bob`,
      `/v1/convert/gas-price?${P}`,
      `/v1/convert/gas-price?${P}&chainId=eip155:0x1`,
    ]
    for (const url of bad) {
      const res = await call('GET', url)
      expect(res.status, url).toBe(400)
      expect(typeof res.body.error, url).toBe('string')
      expect(String(res.body.message).length, url).toBeGreaterThan(5)
      await balanceOk()
    }
  })

  it('rejects bad POST bodies the same way', async () => {
    const posts: [string, unknown, Record<string, string>?][] = [
      ['/v1/fungible/price', { projectId: 'airlock-demo', addresses: 'eip155:1:0x0' }],
      ['/v1/fungible/price', { projectId: 'airlock-demo', addresses: ['eip155:1:0xzz'] }],
      ['/v1/fungible/price', { projectId: 'airlock-demo', addresses: [testAccounts[1]!.address] }],
      ['/v1/fungible/price', { projectId: 'airlock-demo', currency: 'btc', addresses: [] }],
      [`/e?${P}`, { url: 'http://x', domain: 'x', timestamp: 1 }],
      [`/e?${P}`, { eventId: 'e', url: 'http://x', domain: 'x', timestamp: 'soon' }],
      [`/e?${P}`, '{not json', { 'content-type': 'application/json' }],
      [`/e?${P}`, '{not json', { 'content-type': 'text/plain' }],
      [`/e?${P}&st=${'x'.repeat(100)}`, { eventId: 'e', url: 'http://x', domain: 'x', timestamp: 1 }],
    ]
    for (const [url, payload, headers] of posts) {
      const res = await call('POST', url, { payload, headers })
      expect(res.status, `${url} ${JSON.stringify(payload)}`).toBe(400)
      expect(res.body).toMatchObject({ error: expect.any(String), message: expect.any(String) })
    }
    const tooBig = await call('POST', `/e?${P}`, { payload: { eventId: 'e', url: 'u', domain: 'd', timestamp: 1, props: { x: 'y'.repeat(70_000) } } })
    expect(tooBig.status).toBe(413)
    expect((await call('GET', `/nope?${P}`)).body).toMatchObject({ error: 'Not Found', message: expect.any(String) })
    await balanceOk()
  })
})

describe('analytics', () => {
  it('stores events in SQLite and reports the project flag', async () => {
    expect((await call('GET', `/getAnalyticsConfig?${P}`)).body).toEqual({ isAnalyticsEnabled: true })
    expect((await call('GET', '/getAnalyticsConfig?projectId=airlock-no-analytics')).body).toEqual({ isAnalyticsEnabled: false })
    const event = { eventId: 'evt-1', url: 'http://127.0.0.1:15173/', domain: '127.0.0.1', timestamp: 1_700_000_000_000, props: { event: 'CONNECT_SUCCESS', address: A } }
    const res = await call('POST', `/e?${P}&st=appkit&sv=html-wagmi-4.2.2`, { payload: event, headers: { origin: 'http://localhost:15174' } })
    expect(res.status).toBe(204)
    const beacon = await stack.dataApi.inject({ method: 'POST', url: `/e?${P}`, headers: { 'content-type': 'text/plain' }, payload: JSON.stringify({ ...event, eventId: 'evt-2' }) })
    expect(beacon.statusCode).toBe(204)
    const stored = await stack.storage.events.list<Record<string, unknown>>({ kind: ANALYTICS_KIND, projectId: 'airlock-demo' })
    expect(stored.map((e) => e.payload.eventId)).toEqual(['evt-1', 'evt-2'])
    expect(stored[0]!.payload).toMatchObject({ ...event, st: 'appkit', sv: 'html-wagmi-4.2.2', origin: 'http://localhost:15174' })
    const off = await call('POST', '/e?projectId=airlock-no-analytics', { payload: event })
    expect(off.status).toBe(400)
    expect(await stack.storage.events.list({ projectId: 'airlock-no-analytics' })).toEqual([])
  })
})

describe('analytics under abuse (issue 11 #10)', () => {
  it('refuses a 60 KB event (413) and big props, and rate-limits a flood per address (429) so the database stays small', async () => {
    const big = { eventId: 'big', url: 'http://127.0.0.1:15173/', domain: '127.0.0.1', timestamp: 1, props: { blob: 'x'.repeat(60 * 1024) } }
    expect((await call('POST', `/e?${P}`, { payload: big })).status).toBe(413)
    const props = { eventId: 'p', url: 'http://127.0.0.1:15173/', domain: '127.0.0.1', timestamp: 1, props: { blob: 'x'.repeat(5 * 1024) } }
    expect((await call('POST', `/e?${P}`, { payload: props })).status).toBe(400)
    const before = (await stack.storage.events.list({ kind: ANALYTICS_KIND, limit: 1000 })).length
    const statuses: number[] = []
    for (let i = 0; i < 1_000; i++) {
      const event = { eventId: `flood-${i}`, url: 'http://127.0.0.1:15173/', domain: '127.0.0.1', timestamp: 1, props: { blob: 'x'.repeat(3 * 1024) } }
      statuses.push((await call('POST', `/e?${P}`, { payload: event })).status)
    }
    // Right after the flood, twenty at once: the bucket refills one event per 200 ms, and a single
    // call came more than that after the flood's last on a loaded machine (a 204, twice in CI).
    const burst = await Promise.all(Array.from({ length: 20 }, () => call('POST', `/e?${P}`, { payload: { ...props, props: {} } })))
    expect(burst.find((answer) => answer.status !== 204)).toMatchObject({ status: 429, body: { error: 'Too Many Requests' } })
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(800)
    expect(statuses.every((s) => s === 204 || s === 429)).toBe(true)
    const after = (await stack.storage.events.list({ kind: ANALYTICS_KIND, limit: 1000 })).length
    expect(after - before).toBeLessThan(200)
  })
})

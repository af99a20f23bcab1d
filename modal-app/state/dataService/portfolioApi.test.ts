import { afterEach, describe, expect, it } from 'vitest'
import { bitcoin, mainnet } from '../../../shared/networks'
import { makeStore } from '../../app/makeStore'
import { hostOriginProven, optionsReceived } from '../options/optionsSlice'
import { sendDraftUpdated } from '../send/sendSlice'
import { startTestDataServer, type SeenRequest } from '../../testing/testDataServer'
import { portfolioApi } from './portfolioApi'
import { operatorRuns } from '../../testing/operatorRuns'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const eth = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', value: 30000, price: 3000, quantity: { decimals: '18', numeric: '10' }, iconUrl: '' }
const dust = { ...eth, name: 'Dust', symbol: 'DST', address: '0x1', quantity: { decimals: '0', numeric: '5' } }

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function setup(answer: Parameters<typeof startTestDataServer>[0]) {
  const server = await startTestDataServer(answer)
  close = server.close
  const store = makeStore()
  store.dispatch(operatorRuns({ apiUrl: server.url }))
  store.dispatch(optionsReceived({ projectId: 'airlock-demo', networks: [mainnet, bitcoin], services: { apiUrl: server.url } }))
  return { store, seen: server.seen }
}

const chains = (path: string): [number, unknown] | undefined => (path === '/v1/supported-chains' ? [200, { http: ['eip155:1'], ws: [] }] : undefined)
const balancesOf = (seen: SeenRequest[]) => seen.filter((r) => r.path.endsWith('/balance'))

describe('portfolioApi balance', () => {
  it('sends projectId, st, sv, currency, chainId and the host origin, and drops decimals "0" entries', async () => {
    const { store, seen } = await setup((path) => chains(path) ?? [200, { balances: [eth, dust] }])
    store.dispatch(hostOriginProven('http://127.0.0.1:15173'))
    const result = await store.dispatch(portfolioApi.endpoints.balance.initiate({ address, caipNetworkId: 'eip155:1' }))
    expect(result.data).toEqual({ balances: [eth] })
    const call = balancesOf(seen)[0]!
    expect(call.path).toBe(`/v1/account/${address}/balance`)
    expect(Object.fromEntries(call.query)).toEqual({ currency: 'usd', chainId: 'eip155:1', forceUpdate: 'false', projectId: 'airlock-demo', st: 'appkit', sv: 'html-wagmi-4.2.2' })
    expect(call.headers['x-airlock-host-origin']).toBe('http://127.0.0.1:15173')
  })

  it('answers { balances: [] } for an unsupported network without calling the balance path, and shows the toast', async () => {
    const { store, seen } = await setup((path) => chains(path) ?? [200, { balances: [eth] }])
    for (const caipNetworkId of ['eip155:42161', bitcoin.caipNetworkId]) {
      const result = await store.dispatch(portfolioApi.endpoints.balance.initiate({ address, caipNetworkId }))
      expect(result.data).toEqual({ balances: [] })
    }
    expect(balancesOf(seen)).toEqual([])
    await expect.poll(() => store.getState().notifications).toMatchObject({ open: true, variant: 'error', message: 'Token Balance Unavailable' })
  })

  it('on failure shows the toast, records lastRetry and blocks refetches for 30 s', async () => {
    const { store, seen } = await setup((path) => chains(path) ?? [502, { error: 'Chain Unavailable', message: 'down' }])
    const first = await store.dispatch(portfolioApi.endpoints.balance.initiate({ address, caipNetworkId: 'eip155:1' }))
    expect(first.isError).toBe(true)
    expect(store.getState().send.lastRetry).toBeGreaterThan(Date.now() - 5_000)
    await expect.poll(() => store.getState().notifications.message).toBe('Token Balance Unavailable')
    const again = await store.dispatch(portfolioApi.endpoints.balance.initiate({ address, caipNetworkId: 'eip155:1' }, { forceRefetch: true }))
    expect(again.isError).toBe(true)
    expect(balancesOf(seen)).toHaveLength(1)
    store.dispatch(sendDraftUpdated({ lastRetry: Date.now() - 30_001 }))
    await store.dispatch(portfolioApi.endpoints.balance.initiate({ address, caipNetworkId: 'eip155:1' }, { forceRefetch: true }))
    expect(balancesOf(seen)).toHaveLength(2)
  })

  it('shows the Invalid App Configuration alert on a 403 refusal', async () => {
    const { store } = await setup(() => [403, { error: 'Invalid App Configuration', message: 'Origin is not allowed', reason: 'x' }])
    await store.dispatch(portfolioApi.endpoints.identity.initiate({ address }))
    expect(store.getState().alerts.current).toBe('invalidAppConfiguration')
  })
})

describe('portfolioApi history paging', () => {
  it('appends the next page to the same cache entry', async () => {
    const tx = (id: string) => ({ id, metadata: { operationType: 'receive', hash: id, minedAt: '2025-01-01T00:00:00Z', sentFrom: '0x0', sentTo: address, status: 'confirmed', chain: 'eip155:1' }, transfers: [] })
    const { store, seen } = await setup((path, req) => chains(path) ?? (req.query.get('cursor') ? [200, { data: [tx('b')], next: null }] : [200, { data: [tx('a')], next: 'c1' }]))
    await store.dispatch(portfolioApi.endpoints.history.initiate({ address, caipNetworkId: 'eip155:1' }))
    const second = await store.dispatch(portfolioApi.endpoints.history.initiate({ address, caipNetworkId: 'eip155:1', cursor: 'c1' }))
    expect(second.data?.data.map((t) => t.id)).toEqual(['a', 'b'])
    expect(second.data?.next).toBeNull()
    expect(seen.find((r) => r.query.get('cursor'))?.query.get('cursor')).toBe('c1')
  })
})

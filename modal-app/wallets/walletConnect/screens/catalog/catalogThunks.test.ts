import { afterEach, describe, expect, it, vi } from 'vitest'
import { base, mainnet } from '../../../../../shared/networks/networks'
import { makeStore } from '../../../../app/makeStore'
import { optionsReceived } from '../../../../state/options/optionsSlice'
import { loadWalletCatalog, loadWalletsPage, searchWalletCatalog } from './catalogThunks'

const REGISTRY = 'http://127.0.0.1:18987'
type Call = Record<string, string>

/** A wallet service stand-in that records every query and answers with ids derived from it. */
function stubRegistry() {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input)
    if (url.pathname.startsWith('/getWalletImage/')) return new Response('img', { status: 200 })
    const q = Object.fromEntries(url.searchParams) as Call
    calls.push(q)
    const entries = Number(q.entries)
    const include = q.include?.split(',')
    const data = include ? [...include].reverse().map((id) => ({ id, name: `W ${id}`, rdns: `com.${id}` })) : Array.from({ length: Math.min(entries, 5) }, (_, i) => ({ id: `${q.search ?? 'w'}${q.page}-${i}`, name: `W${i}`, image_id: `i${i}` }))
    return new Response(JSON.stringify({ data, count: 85 }), { status: 200, headers: { 'content-type': 'application/json' } })
  })
  return calls
}

function storeWith(extra: Record<string, unknown> = {}) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'airlock-demo', networks: [mainnet, base], services: { registryUrl: REGISTRY }, ...extra }))
  return store
}

afterEach(() => vi.unstubAllGlobals())

describe('wallet catalog thunks (registry query rules)', () => {
  it('loads featured in id order, resolves excluded, recommended 4 excluding excluded+featured, page 1 of 40 excluding all three', async () => {
    const calls = stubRegistry()
    const store = storeWith({ featuredWalletIds: ['fa', 'fb'], excludeWalletIds: ['x1'], includeWalletIds: [] })
    await store.dispatch(loadWalletCatalog())
    const s = store.getState().walletCatalog
    expect(s.featured.map((w) => w.id)).toEqual(['fa', 'fb'])
    expect(s.excludedWallets).toEqual([{ rdns: 'com.x1', name: 'W x1' }])
    const every = calls.every((c) => c.projectId === 'airlock-demo' && c.st === 'appkit' && c.sv === 'html-wagmi-4.2.2')
    expect(every).toBe(true)
    const featured = calls.find((c) => c.include === 'fa,fb')!
    expect(featured).toMatchObject({ page: '1', entries: '2' })
    expect(calls.find((c) => c.include === 'x1')).toMatchObject({ page: '1', entries: '1' })
    const recommended = calls.find((c) => c.entries === '4')!
    expect(recommended).toMatchObject({ page: '1', exclude: 'x1,fa,fb', chains: 'eip155:1,eip155:8453' })
    const paged = calls.find((c) => c.entries === '40')!
    expect(paged.page).toBe('1')
    expect(paged.exclude).toBe([...s.recommended.map((w) => w.id), 'x1', 'fa', 'fb'].join(','))
    expect(s.wallets).toHaveLength(5)
    expect(s.count).toBe(85)
  })

  it('passes includeWalletIds on, and appends the next page', async () => {
    const calls = stubRegistry()
    const store = storeWith({ includeWalletIds: ['a', 'b'] })
    await store.dispatch(loadWalletsPage(1))
    await store.dispatch(loadWalletsPage(2))
    // The options listener also loads the catalog on its own: every call is restricted.
    expect(calls.every((c) => c.include === 'a,b')).toBe(true)
    expect(calls.filter((c) => c.entries === '40').map((c) => c.page)).toContain('2')
    expect(store.getState().walletCatalog.page).toBe(2)
    // Both pages answer the same two included wallets: the appended page adds none twice.
    expect(store.getState().walletCatalog.wallets.map((w) => w.id)).toEqual(['b', 'a'])
  })

  it('searches 100 entries with the trimmed term, excluded ids left out', async () => {
    const calls = stubRegistry()
    const store = storeWith({ excludeWalletIds: ['x1'] })
    store.dispatch({ type: 'walletCatalog/searchTermChanged', payload: 'rain' })
    await store.dispatch(searchWalletCatalog('  rain  '))
    const search = calls.find((c) => c.search)!
    expect(search).toMatchObject({ search: 'rain', entries: '100', page: '1', exclude: 'x1' })
    expect(store.getState().walletCatalog.search.length).toBeGreaterThan(0)
  })

  it('swallows a failed recommended fetch and still loads the page', async () => {
    vi.stubGlobal('fetch', async (input: string) => {
      const q = new URL(input).searchParams
      if (q.get('entries') === '4') return new Response('{}', { status: 500 })
      return new Response(JSON.stringify({ data: [{ id: 'p', name: 'P' }], count: 1 }), { status: 200 })
    })
    const store = storeWith()
    await store.dispatch(loadWalletCatalog())
    expect(store.getState().walletCatalog.recommended).toEqual([])
    expect(store.getState().walletCatalog.wallets.map((w) => w.id)).toEqual(['p'])
  })
})

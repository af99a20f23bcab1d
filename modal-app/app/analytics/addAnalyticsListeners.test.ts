import { afterEach, describe, expect, it } from 'vitest'
import { mainnet } from '../../../shared/networks'
import { makeStore } from '../../app/makeStore'
import { accountUpdated } from '../../state/account/accountSlice'
import { connectionStatusChanged } from '../../state/connection/connectionSlice'
import { modalClosed, modalOpened } from '../../state/modal/modalActions'
import { hostOriginProven, optionsReceived } from '../../state/options/optionsSlice'
import { startTestDataServer, type SeenRequest } from '../../testing/testDataServer'

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

async function setup(answer: (path: string) => [number, unknown], analytics = true) {
  const server = await startTestDataServer(answer)
  close = server.close
  const store = makeStore()
  const services = { apiUrl: server.url, registryUrl: server.url, analyticsUrl: server.url }
  store.dispatch(hostOriginProven('http://127.0.0.1:15173'))
  store.dispatch(optionsReceived({ projectId: 'airlock-demo', networks: [mainnet], services, features: { analytics } }))
  return { store, seen: server.seen }
}

// Other features (the wallet catalog) share the server; only the analytics paths matter here.
const analyticsPaths = (seen: SeenRequest[]) => seen.map((r) => r.path).filter((p) => p === '/e' || p === '/getAnalyticsConfig')
const events = (seen: SeenRequest[]) => seen.filter((r) => r.path === '/e').map((r) => JSON.parse(r.body) as { props: Record<string, unknown> })
const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('analytics listeners', () => {
  it('posts modal and connection events with the body once the project allows it', async () => {
    const { store, seen } = await setup((path) => (path === '/getAnalyticsConfig' ? [200, { isAnalyticsEnabled: true }] : [204, null]))
    store.dispatch(modalOpened({}))
    store.dispatch(connectionStatusChanged({ namespace: 'eip155', status: 'connecting' }))
    store.dispatch(accountUpdated({ namespace: 'eip155', address, status: 'connected', connectedWalletInfo: { name: 'Test Wallet' } }))
    store.dispatch(connectionStatusChanged({ namespace: 'eip155', status: 'connected' }))
    store.dispatch(connectionStatusChanged({ namespace: 'eip155', status: 'disconnected' }))
    store.dispatch(modalClosed({}))
    await expect.poll(() => events(seen).length).toBe(4)
    // Posts run concurrently, so the sink may see them in any order.
    expect(events(seen).map((e) => e.props.event).sort()).toEqual(['CONNECT_SUCCESS', 'DISCONNECT_SUCCESS', 'MODAL_CLOSE', 'MODAL_OPEN'])
    const connect = events(seen).find((e) => e.props.event === 'CONNECT_SUCCESS')!
    expect(connect).toMatchObject({ url: 'http://127.0.0.1:15173', domain: '127.0.0.1', props: { type: 'track', address, properties: { namespace: 'eip155', name: 'Test Wallet' } } })
    expect(typeof (connect as unknown as { eventId: string }).eventId).toBe('string')
    const post = seen.find((r) => r.path === '/e')!
    expect(Object.fromEntries(post.query)).toEqual({ projectId: 'airlock-demo', st: 'appkit', sv: 'html-wagmi-4.2.2' })
    expect(post.headers['x-airlock-host-origin']).toBe('http://127.0.0.1:15173')
    expect(seen.filter((r) => r.path === '/getAnalyticsConfig')).toHaveLength(1)
  })

  it('sends a connect error when connecting falls back to disconnected', async () => {
    const { store, seen } = await setup((path) => (path === '/getAnalyticsConfig' ? [200, { isAnalyticsEnabled: true }] : [204, null]))
    store.dispatch(connectionStatusChanged({ namespace: 'eip155', status: 'connecting' }))
    store.dispatch(connectionStatusChanged({ namespace: 'eip155', status: 'disconnected' }))
    await expect.poll(() => events(seen).map((e) => e.props.event)).toEqual(['CONNECT_ERROR'])
  })

  it('makes not one request when features.analytics is off', async () => {
    const { store, seen } = await setup(() => [200, { isAnalyticsEnabled: true }], false)
    store.dispatch(modalOpened({}))
    store.dispatch(modalClosed({}))
    await new Promise((r) => setTimeout(r, 100))
    expect(analyticsPaths(seen)).toEqual([])
  })

  it('sends nothing when the project has analytics off', async () => {
    const { store, seen } = await setup((path) => (path === '/getAnalyticsConfig' ? [200, { isAnalyticsEnabled: false }] : [204, null]))
    store.dispatch(modalOpened({}))
    store.dispatch(modalClosed({}))
    // The config answer arrives first (on a loaded machine that can take a while); after it, nothing more.
    await expect.poll(() => analyticsPaths(seen)).toEqual(['/getAnalyticsConfig'])
    await new Promise((r) => setTimeout(r, 100))
    expect(analyticsPaths(seen)).toEqual(['/getAnalyticsConfig'])
  })

  it('shows the allow-list alert once on a 403 and stops sending', async () => {
    const refused: [number, unknown] = [403, { error: 'Invalid App Configuration', message: 'Origin is not allowed', reason: 'x' }]
    const { store, seen } = await setup((path) => (path === '/getAnalyticsConfig' ? [200, { isAnalyticsEnabled: true }] : refused))
    store.dispatch(modalOpened({}))
    await expect.poll(() => store.getState().alerts.current).toBe('invalidAppConfiguration')
    store.dispatch(modalClosed({}))
    store.dispatch(modalOpened({}))
    await new Promise((r) => setTimeout(r, 100))
    expect(seen.filter((r) => r.path === '/e')).toHaveLength(1)
    expect(store.getState().alerts.shown).toEqual(['invalidAppConfiguration'])
  })
})

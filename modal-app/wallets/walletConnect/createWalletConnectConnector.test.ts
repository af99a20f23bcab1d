// @vitest-environment jsdom
import { EventEmitter } from 'node:events'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { base, mainnet, polkadot, westend } from '../../../shared/networks/networks'
import { makeStore } from '../../app/makeStore'
import { optionsReceived } from '../../state/options/optionsSlice'
import type { ConnectorContext, ConnectTarget } from '../Connector'
import { createConnectorHub } from '../createConnectorHub'
import { walletConnectPlugin } from './walletConnectPlugin'
import { METHOD_FACTS } from '../../requests/methods'

const A = '0x1111111111111111111111111111111111111111'
const B = '0x2222222222222222222222222222222222222222'

/** A stand-in for UniversalProvider with the calls the connector makes; the real one runs in e2e. */
class FakeProvider extends EventEmitter {
  session: { topic: string; namespaces: Record<string, { accounts: string[] }>; peer: { metadata: { name: string; icons: string[]; url: string } } } | undefined
  client = Object.assign(new EventEmitter(), { core: { verify: {} } })
  connects: Array<{ approve: () => void; reject: (e: unknown) => void; params: unknown }> = []
  defaultChains: string[] = []
  disconnect = vi.fn(async () => {
    this.session = undefined
  })
  request = vi.fn(async () => '0xsig')
  setDefaultChain(chain: string) {
    this.defaultChains.push(chain)
  }
  connect(params: unknown) {
    return new Promise<void>((resolve, reject) => {
      const n = this.connects.length
      this.connects.push({
        params,
        approve: () => {
          this.session = { topic: 't1', namespaces: { eip155: { accounts: [`eip155:1:${A}`, `eip155:8453:${A}`] } }, peer: { metadata: { name: 'Fake Wallet', icons: [], url: 'http://127.0.0.1' } } }
          resolve()
        },
        reject,
      })
      this.emit('display_uri', `wc:${String(n).padStart(64, '0')}@2?relay-protocol=irn&symKey=00`)
    })
  }
}

let fake: FakeProvider
vi.mock('./loadUniversalProvider', () => ({ loadUniversalProvider: async () => fake }))

const target: ConnectTarget = { view: 'ConnectingWalletConnectBasic', data: {}, onConnected: 'account' }
const waiting = { stillWanted: () => true }

/** The connector inside a real hub (which applies what it reports to a real store). */
function setup(networks = [mainnet, base]) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks, customRpcUrls: { 'eip155:1': 'http://127.0.0.1:18545' } }))
  const hub = createConnectorHub(store, {} as unknown as ConnectorContext['host'], METHOD_FACTS, [walletConnectPlugin])
  return { store, ctx: hub, connector: hub.connectors[0]! }
}

beforeEach(() => {
  fake = new FakeProvider()
  localStorage.clear()
})
afterEach(() => vi.useRealTimers())

describe('createWalletConnectConnector', () => {
  it('puts the URI with a 4-minute expiry in state, then the approved session: account, chain, live client', async () => {
    const { store, ctx, connector } = setup()
    const connecting = connector.connect(target, waiting)
    await vi.waitFor(() => expect(store.getState().connection.wcUri).toMatch(/^wc:/))
    const { wcPairingExpiry } = store.getState().connection
    expect(wcPairingExpiry! - Date.now()).toBeGreaterThan(239_000)
    expect(fake.connects[0]!.params).toMatchObject({ optionalNamespaces: { eip155: { chains: ['eip155:1', 'eip155:8453'], rpcMap: { '1': 'http://127.0.0.1:18545' } } } })
    fake.connects[0]!.approve()
    await connecting
    const s = store.getState()
    expect(s.account.byNamespace.eip155).toMatchObject({ address: A, caipAddress: `eip155:1:${A}`, status: 'connected', connectedWalletInfo: { name: 'Fake Wallet' } })
    expect(s.connection.walletConnectNamespaces).toEqual(['eip155'])
    expect(s.network.approvedCaipNetworkIds).toEqual(['eip155:1', 'eip155:8453'])
    expect(ctx.registry.get('eip155')).toBeDefined()
    expect(localStorage.getItem('airlock:walletconnect:connected')).toBe('1')
    await ctx.registry.get('eip155')!.request({ method: 'personal_sign', params: ['0x00', A], chainId: 'eip155:1' })
    expect(fake.request).toHaveBeenCalledWith({ method: 'personal_sign', params: ['0x00', A] }, 'eip155:1')
    const open = vi.spyOn(window, 'open').mockReturnValue(window)
    const assign = vi.fn()
    vi.stubGlobal('location', { ...window.location, assign })
    // After a mobile pairing through a wallet link, requests the wallet answers bring its app
    // forward, opened by the modal itself and only within the visitor's click.
    localStorage.setItem('airlock:walletconnect:deeplink', JSON.stringify({ name: 'Fake', href: 'fake://' }))
    ;(fake.session!.namespaces.eip155 as { methods?: string[] }).methods = ['personal_sign']
    await ctx.registry.get('eip155')!.request({ method: 'personal_sign', params: ['0x00', A], chainId: 'eip155:1' })
    expect(assign).not.toHaveBeenCalled()
    Object.defineProperty(navigator, 'userActivation', { configurable: true, value: { isActive: true, hasBeenActive: true } })
    await ctx.registry.get('eip155')!.request({ method: 'personal_sign', params: ['0x00', A], chainId: 'eip155:1' })
    expect(open).not.toHaveBeenCalled()
    expect(assign).toHaveBeenCalledWith('fake://')
    Reflect.deleteProperty(navigator, 'userActivation')
    open.mockRestore()
    vi.unstubAllGlobals()
  })

  it('asks for a fresh URI 10 s before the pairing expires while a connecting view is shown', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { store, connector } = setup()
    void connector.connect(target, waiting).catch(() => undefined)
    await vi.waitFor(() => expect(fake.connects).toHaveLength(1))
    const first = store.getState().connection.wcUri
    await vi.advanceTimersByTimeAsync(229_000)
    expect(fake.connects).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1_000)
    expect(fake.connects).toHaveLength(2)
    expect(store.getState().connection.wcUri).not.toBe(first)
  })

  it('marks a refused proposal as wcError for the view, and maps the refusal to 4001', async () => {
    const { store, connector } = setup()
    const connecting = connector.connect(target, waiting)
    await vi.waitFor(() => expect(fake.connects).toHaveLength(1))
    fake.connects[0]!.reject({ code: 5000, message: 'User rejected.' })
    await expect(connecting).rejects.toMatchObject({ code: 4001 })
    expect(store.getState().connection.wcError).toBe(true)
  })

  it('applies accountsChanged and chainChanged, follows the active network, and resets on session_delete', async () => {
    const { store, ctx, connector } = setup()
    const connecting = connector.connect(target, waiting)
    await vi.waitFor(() => expect(fake.connects).toHaveLength(1))
    fake.connects[0]!.approve()
    await connecting
    fake.emit('accountsChanged', [B])
    expect(store.getState().account.byNamespace.eip155?.address).toBe(B)
    fake.emit('chainChanged', '8453')
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(store.getState().account.byNamespace.eip155?.caipAddress).toBe(`eip155:8453:${B}`)
    const before = fake.defaultChains.length
    connector.networkChanged!(base)
    connector.networkChanged!(mainnet)
    await vi.waitFor(() => expect(fake.defaultChains.slice(before)).toEqual(['eip155:1']))
    fake.session = undefined
    fake.emit('session_delete', { topic: 't1' })
    expect(store.getState().account.byNamespace.eip155?.status).toBe('disconnected')
    expect(ctx.registry.get('eip155')).toBeUndefined()
    expect(localStorage.getItem('airlock:walletconnect:connected')).toBeNull()
  })

  it('restores a stored session on load', async () => {
    fake.session = { topic: 't0', namespaces: { eip155: { accounts: [`eip155:8453:${A}`] } }, peer: { metadata: { name: 'Fake Wallet', icons: [], url: '' } } }
    const { store, ctx, connector } = setup()
    await connector.prepare()
    expect(ctx.registry.get('eip155')).toBeDefined()
    expect(store.getState().account.byNamespace.eip155).toMatchObject({ address: A, status: 'connected' })
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(fake.defaultChains).toContain('eip155:8453')
  })

  it('keeps the URI it has once the visitor no longer waits for it', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const { connector } = setup()
    let wanted = true
    void connector.connect(target, { stillWanted: () => wanted }).catch(() => undefined)
    await vi.waitFor(() => expect(fake.connects).toHaveLength(1))
    wanted = false
    await vi.advanceTimersByTimeAsync(240_000)
    expect(fake.connects).toHaveLength(1)
  })

  it('restores at start only after a WalletConnect visit: connecting, then connected or disconnected', async () => {
    expect(setup().store.getState().connection.statusByNamespace.eip155).toBeUndefined()
    localStorage.setItem('airlock:walletconnect:connected', '1')
    fake.session = { topic: 't0', namespaces: { eip155: { accounts: [`eip155:1:${A}`] } }, peer: { metadata: { name: 'Fake Wallet', icons: [], url: '' } } }
    const back = setup()
    expect(back.store.getState().connection.statusByNamespace.eip155).toBe('connecting')
    await vi.waitFor(() => expect(back.store.getState().connection.statusByNamespace.eip155).toBe('connected'))
    fake = new FakeProvider()
    const gone = setup()
    expect(gone.store.getState().connection.statusByNamespace.eip155).toBe('connecting')
    await vi.waitFor(() => expect(gone.store.getState().connection.statusByNamespace.eip155).toBe('disconnected'))
    expect(localStorage.getItem('airlock:walletconnect:connected')).toBeNull()
  })

  it('serves the polkadot namespace a wallet approved: its account, its requests on that chain, and a switch only to an approved Polkadot chain', async () => {
    const DOT_ADDRESS = '13s5Zo9yW3UM4TBEnuEr7z4CCPmXWKm4P9ZWVWpQD1xQjr5q'
    fake.session = { topic: 't0', namespaces: { eip155: { accounts: [`eip155:1:${A}`] }, polkadot: { accounts: [`${polkadot.caipNetworkId}:${DOT_ADDRESS}`] } }, peer: { metadata: { name: 'Fake Wallet', icons: [], url: '' } } }
    const { store, ctx, connector } = setup([mainnet, polkadot, westend])
    await connector.prepare()
    expect(store.getState().account.byNamespace.polkadot).toMatchObject({ address: DOT_ADDRESS, status: 'connected' })
    expect(store.getState().connection.walletConnectNamespaces).toEqual(['eip155', 'polkadot'])
    const params = { address: DOT_ADDRESS, message: '0x68656c6c6f' }
    await ctx.registry.get('polkadot')!.request({ method: 'polkadot_signMessage', params, chainId: polkadot.caipNetworkId })
    expect(fake.request).toHaveBeenLastCalledWith({ method: 'polkadot_signMessage', params }, polkadot.caipNetworkId)
    await expect(connector.switchChain!(polkadot)).resolves.toBeUndefined()
    await expect(connector.switchChain!(westend)).rejects.toMatchObject({ code: 5000 })
    expect(fake.request).not.toHaveBeenCalledWith(expect.objectContaining({ method: 'wallet_switchEthereumChain' }), expect.anything())
  })
})

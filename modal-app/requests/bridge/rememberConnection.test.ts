// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest'
import type { RemoteApi } from '../../../shared/bridge/channel'
import { base, mainnet } from '../../../shared/networks/networks'
import type { HostApi, HostWalletInfo } from '../../../shared/protocol/api'
import { makeStore } from '../../app/makeStore'
import { hostOriginProven, optionsReceived } from '../../state/options/optionsSlice'
import { selectPublicState } from './selectPublicState'
import { METHOD_FACTS } from '../methods'
import { createConnectorHub } from '../../wallets/createConnectorHub'
import { lastConnection } from '../../wallets/lastConnection'
import { rememberedRecord } from '../../wallets/rememberedRecord'
import { rememberConnection } from './rememberConnection'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ORIGIN = 'https://dapp.example'
const wallet: HostWalletInfo = { uuid: 'u1', name: 'Test Wallet', icon: 'data:image/png;base64,AA==', rdns: 'dev.test', type: 'ANNOUNCED' }

/** A modal start: its store with the host's options and origin, and a hub over a host page whose wallet answers `accounts`. */
function start(accounts: () => string[]) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, base] }))
  store.dispatch(hostOriginProven(ORIGIN))
  const calls: string[] = []
  const host = {
    emit: async () => undefined,
    listWallets: async () => [wallet],
    walletRequest: async (_uuid: string, args: { method: string }) => {
      calls.push(args.method)
      if (args.method === 'eth_chainId') return '0x2105'
      if (args.method === 'personal_sign') return '0xsig'
      return accounts()
    },
  } as unknown as RemoteApi<HostApi>
  const remembered = lastConnection.read('p', ORIGIN)
  const hub = createConnectorHub(store, host, METHOD_FACTS, undefined, remembered)
  const remember = (previous?: string) => rememberConnection(store.getState(), hub, selectPublicState(store.getState()), previous)
  return { store, hub, calls, remember }
}

/** Connects the page's wallet on Base and remembers it, as the bridge does on every state change. */
async function connectOnce() {
  const first = start(() => [ADDRESS])
  first.hub.walletsChanged([wallet])
  await first.hub.connectors[0]!.connect({ view: 'ConnectingExternal', data: { id: 'dev.test' }, onConnected: 'close' }, { stillWanted: () => true })
  first.remember()
}

beforeEach(() => localStorage.clear())

describe('a remembered connection', () => {
  it('is written per project and page origin, with the connector, the accounts and the chain the page was shown', async () => {
    await connectOnce()
    const memo = lastConnection.read('p', ORIGIN)!
    expect(memo).toMatchObject({ connectorId: 'injected', accounts: { eip155: [ADDRESS] }, chainId: 8453, wallet: { name: 'Test Wallet' } })
    expect(memo.state).toMatchObject({ status: 'connected', accounts: [ADDRESS], chainId: '0x2105', open: false })
    // What the next ready tells the page: connected, and the events of connecting.
    expect(rememberedRecord('p', ORIGIN)?.ready?.events.map((e) => e.event)).toEqual(['connect', 'accountsChanged'])
    expect(lastConnection.read('p', 'https://other.example')).toBeUndefined()
    expect(lastConnection.read('other-project', ORIGIN)).toBeUndefined()
  })

  it('shows the visitor connected at once after a reload, and the restore confirms it', async () => {
    await connectOnce()
    const { store, hub } = start(() => [ADDRESS])
    // Before the page's wallets are even listed: connected, on Base, the remembered account.
    expect(selectPublicState(store.getState())).toMatchObject({ status: 'connected', accounts: [ADDRESS], chainId: '0x2105' })
    expect(hub.confirmed('eip155')).toBeInstanceOf(Promise)
    hub.walletsChanged([wallet])
    await hub.confirmed('eip155')
    expect(hub.confirmed('eip155')).toBeUndefined()
    expect(selectPublicState(store.getState())).toMatchObject({ status: 'connected', accounts: [ADDRESS] })
  })

  it('holds every request to the wallet until the restore is back, and then answers with the wallet', async () => {
    await connectOnce()
    const { hub, calls } = start(() => [ADDRESS])
    const signed = hub.registry.get('eip155')!.request({ method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] })
    await Promise.resolve()
    expect(calls).not.toContain('personal_sign')
    hub.walletsChanged([wallet])
    await expect(signed).resolves.toBe('0xsig')
  })

  it('follows the wallet when it comes back with another account', async () => {
    await connectOnce()
    const { store, hub } = start(() => [OTHER])
    hub.walletsChanged([wallet])
    await hub.confirmed('eip155')
    expect(selectPublicState(store.getState()).accounts).toEqual([OTHER])
  })

  it('ends when the wallet does not come back: disconnected, and its waiting requests refused', async () => {
    await connectOnce()
    const { store, hub } = start(() => [])
    const signed = hub.registry.get('eip155')!.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })
    hub.walletsChanged([wallet])
    await hub.confirmed('eip155')
    expect(selectPublicState(store.getState())).toMatchObject({ status: 'disconnected', accounts: [] })
    await expect(signed).rejects.toMatchObject({ code: 4100 })
  })

  it('is forgotten once the visitor is disconnected', async () => {
    await connectOnce()
    const { hub, remember } = start(() => [ADDRESS])
    hub.walletsChanged([wallet])
    await hub.confirmed('eip155')
    const written = remember()
    await hub.disconnect('eip155')
    remember(written)
    expect(lastConnection.read('p', ORIGIN)).toBeUndefined()
  })

  it('a disconnect before the wallet is back waits for it, then ends the connection for good', async () => {
    await connectOnce()
    const { store, hub } = start(() => [ADDRESS])
    const disconnected = hub.disconnect('eip155')
    hub.walletsChanged([wallet])
    await disconnected
    expect(selectPublicState(store.getState())).toMatchObject({ status: 'disconnected', accounts: [] })
    // The next load has nothing to restore.
    const again = start(() => [ADDRESS])
    again.hub.walletsChanged([wallet])
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(selectPublicState(again.store.getState()).status).not.toBe('connected')
  })
})

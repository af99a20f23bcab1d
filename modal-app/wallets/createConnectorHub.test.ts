// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RemoteApi } from '../../shared/bridge/channel'
import { ProviderRpcError } from '../../shared/errors/ProviderRpcError'
import { base, mainnet, solanaDevnet } from '../../shared/networks/networks'
import type { HostApi, HostEvent, HostWalletInfo } from '../../shared/protocol/api'
import { makeStore } from '../app/makeStore'
import { optionsReceived } from '../state/options/optionsSlice'
import { sendDraftUpdated } from '../state/send/sendSlice'
import type { ConnectorHub, ConnectorPlugin } from './Connector'
import { createConnectorHub } from './createConnectorHub'
import { METHOD_FACTS } from '../requests/methods'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = '6xDEAVT7iouxZpN9wY6rWuiA69iFuCxHqxLrMosBCEtK'
const wallet: HostWalletInfo = { uuid: 'u1', name: 'Test Wallet', icon: 'data:image/png;base64,AA==', rdns: 'dev.test', type: 'ANNOUNCED' }

function fakeHost(answer: (method: string, params?: unknown) => unknown) {
  const emitted: HostEvent[] = []
  const calls: string[] = []
  const host = {
    emit: async (e: HostEvent) => void emitted.push(e),
    listWallets: async () => [wallet],
    walletRequest: async (_uuid: string, args: { method: string; params?: unknown }) => {
      calls.push(args.method)
      return answer(args.method, args.params)
    },
  } as unknown as RemoteApi<HostApi>
  return { host, emitted, calls }
}

/** Connects a host wallet the way the connection feature does after a pick. */
function connectInjected(hub: ConnectorHub, id: string) {
  const injected = hub.connectors.find((c) => c.id === 'injected')!
  return injected.connect({ view: 'ConnectingExternal', data: { id }, onConnected: 'close' }, { stillWanted: () => true })
}

const happy = (method: string) => (method === 'eth_chainId' ? '0x1' : method.startsWith('eth_') ? [ADDRESS] : null)

function setup(answer: (method: string) => unknown = happy) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, base] }))
  const fake = fakeHost(answer)
  const hub = createConnectorHub(store, fake.host, METHOD_FACTS)
  const statuses: string[] = [store.getState().connection.statusByNamespace.eip155 ?? 'disconnected']
  store.subscribe(() => {
    const s = store.getState().connection.statusByNamespace.eip155 ?? 'disconnected'
    if (statuses.at(-1) !== s) statuses.push(s)
  })
  return { store, hub, ...fake, statuses }
}

beforeEach(() => localStorage.clear())
afterEach(() => vi.useRealTimers())

describe('injected connector through the hub', () => {
  it('lists host wallets and connects: connecting → connected, subscribed to wallet events, registered under eip155', async () => {
    const { store, hub, emitted, statuses } = setup()
    hub.walletsChanged([wallet])
    expect(store.getState().connectors.list.map((c) => c.id)).toEqual(['dev.test', 'embedded'])
    await connectInjected(hub, 'dev.test')
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected'])
    expect(emitted).toContainEqual({ type: 'wallet-subscribe', uuid: 'u1' })
    expect(store.getState().account.byNamespace.eip155).toMatchObject({ address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}`, status: 'connected' })
    expect(hub.registry.get('eip155')).toBeDefined()
    expect(store.getState().connection.recentWallet).toMatchObject({ id: 'dev.test', installed: true })
  })

  it('keeps the last 2 wallets used as Recent, newest first, in the iframe localStorage', async () => {
    const second: HostWalletInfo = { ...wallet, uuid: 'u2', name: 'Second', rdns: 'dev.second' }
    const third: HostWalletInfo = { ...wallet, uuid: 'u3', name: 'Third', rdns: 'dev.third' }
    const { store, hub } = setup()
    hub.walletsChanged([wallet, second, third])
    for (const id of ['dev.test', 'dev.second', 'dev.third']) await connectInjected(hub, id)
    const recent = store.getState().connection.recentWallets
    expect(recent.map((w) => [w.id, w.installed])).toEqual([['dev.third', true], ['dev.second', true]])
    expect(store.getState().connection.recentWallet?.id).toBe('dev.third')
    expect(JSON.parse(localStorage.getItem('airlock:recentWallets') ?? '[]').map((w: { id: string }) => w.id)).toEqual(['dev.third', 'dev.second'])
    // After a reload both come back from storage, and only wallets the host still has are installed.
    const reloaded = setup()
    reloaded.hub.walletsChanged([second])
    expect(reloaded.store.getState().connection.recentWallets.map((w) => [w.id, w.installed])).toEqual([['dev.third', false], ['dev.second', true]])
  })

  it('a refused connect goes back to disconnected with 4001', async () => {
    const { hub, statuses } = setup((m) => (m === 'eth_requestAccounts' ? Promise.reject(new ProviderRpcError('no', { code: 4001 })) : happy(m)))
    hub.walletsChanged([wallet])
    await expect(connectInjected(hub, 'dev.test')).rejects.toMatchObject({ code: 4001 })
    expect(statuses).toEqual(['disconnected', 'connecting', 'disconnected'])
  })

  it('a failed connect while connected goes back to connected', async () => {
    let refuse = false
    const { hub, statuses } = setup((m) => (refuse && m === 'eth_requestAccounts' ? Promise.reject(new ProviderRpcError('no', { code: 4001 })) : happy(m)))
    hub.walletsChanged([wallet])
    await connectInjected(hub, 'dev.test')
    refuse = true
    await expect(connectInjected(hub, 'dev.test')).rejects.toMatchObject({ code: 4001 })
    expect(statuses).toEqual(['disconnected', 'connecting', 'connected', 'connecting', 'connected'])
  })

  it('applies chainChanged (unknown chains become an unsupported network) and accountsChanged [] resets', async () => {
    const { store, hub } = setup()
    hub.walletsChanged([wallet])
    await connectInjected(hub, 'dev.test')
    hub.walletEvent('u1', 'chainChanged', '0x2105')
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    hub.walletEvent('other-wallet', 'chainChanged', '0x1')
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    hub.walletEvent('u1', 'chainChanged', '0xa')
    expect(store.getState().network.caipNetwork).toMatchObject({ caipNetworkId: 'eip155:10', name: 'Chain 10' })
    hub.walletEvent('u1', 'accountsChanged', [])
    expect(store.getState().account.byNamespace.eip155?.status).toBe('disconnected')
    expect(hub.registry.get('eip155')).toBeUndefined()
  })

  it('restores a stored connection after a reload: connecting, eth_accounts without a prompt, then connected', async () => {
    const first = setup()
    first.hub.walletsChanged([wallet])
    await connectInjected(first.hub, 'dev.test')
    const again = setup()
    expect(again.store.getState().connection.statusByNamespace.eip155).toBe('connecting')
    again.hub.walletsChanged([{ ...wallet, uuid: 'u2' }])
    await vi.waitFor(() => expect(again.store.getState().connection.statusByNamespace.eip155).toBe('connected'))
    expect(again.calls).toContain('eth_accounts')
    expect(again.calls).not.toContain('eth_requestAccounts')
  })

  it('a restore whose wallet never shows up ends disconnected after the 1000 ms injected wait', async () => {
    const first = setup()
    first.hub.walletsChanged([wallet])
    await connectInjected(first.hub, 'dev.test')
    vi.useFakeTimers()
    const again = setup()
    expect(again.store.getState().connection.statusByNamespace.eip155).toBe('connecting')
    vi.advanceTimersByTime(1_000)
    expect(again.store.getState().connection.statusByNamespace.eip155).toBe('disconnected')
  })

  it('disconnect resets account, connection and the send draft; switchChain asks the wallet (4902 for unconfigured chains)', async () => {
    const { store, hub, calls } = setup()
    hub.walletsChanged([wallet])
    await connectInjected(hub, 'dev.test')
    store.dispatch(sendDraftUpdated({ receiverAddress: ADDRESS, sendTokenAmount: '1' }))
    await hub.switchChain(8453)
    expect(store.getState().send.receiverAddress).toBeUndefined()
    expect(calls).toContain('wallet_switchEthereumChain')
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    await expect(hub.switchChain(42161)).rejects.toMatchObject({ code: 4902 })
    await hub.disconnect('eip155')
    expect(store.getState().account.byNamespace.eip155?.status).toBe('disconnected')
    expect(store.getState().connection.statusByNamespace.eip155).toBe('disconnected')
    expect(calls).toContain('wallet_revokePermissions')
  })
})

describe('createConnectorHub: one connector serving two namespaces', () => {
  it('disconnecting one namespace also ends the other the same connector serves, and nothing else', async () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, solanaDevnet] }))
    const ended: string[] = []
    const plugin = (id: string, serves: Array<'eip155' | 'solana' | 'bip122'>): ConnectorPlugin => ({
      id,
      create: (ctx) => {
        queueMicrotask(() => serves.forEach((ns) => ctx.report.accountsChanged(ns, [ns === 'eip155' ? ADDRESS : SOLANA_ADDRESS])))
        return {
          id,
          capabilities: { namespaces: serves, switchChain: false },
          claim: () => undefined,
          connect: async () => undefined,
          restore: async () => undefined,
          disconnect: async (ns) => void ended.push(`${id}:${ns}`),
          request: async () => null,
          switchChain: async () => undefined,
          prepare: async () => undefined,
        }
      },
    })
    const hub = createConnectorHub(store, fakeHost(happy).host, METHOD_FACTS, [plugin('both', ['eip155', 'solana']), plugin('btc', ['bip122'])])
    await Promise.resolve()
    expect(store.getState().account.byNamespace.solana?.address).toBe(SOLANA_ADDRESS)
    await hub.disconnect('eip155')
    expect(ended).toEqual(['both:eip155', 'both:solana'])
    expect(store.getState().account.byNamespace.eip155?.status).toBe('disconnected')
    expect(store.getState().account.byNamespace.solana?.status).toBe('disconnected')
    expect(store.getState().account.byNamespace.bip122?.status).toBe('connected')
  })

  it('namespace switch: a Solana network of the serving connector becomes active with its namespace and address, and back', async () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, solanaDevnet] }))
    const switched: string[] = []
    const plugin: ConnectorPlugin = {
      id: 'both',
      create: (ctx) => {
        queueMicrotask(() => {
          ctx.report.accountsChanged('solana', [SOLANA_ADDRESS])
          ctx.report.chainChanged('eip155', 1)
          ctx.report.accountsChanged('eip155', [ADDRESS])
        })
        return {
          id: 'both',
          capabilities: { namespaces: ['eip155', 'solana'], switchChain: true },
          claim: () => undefined,
          connect: async () => undefined,
          restore: async () => undefined,
          disconnect: async () => undefined,
          request: async () => null,
          switchChain: async (network) => void switched.push(network.caipNetworkId),
          prepare: async () => undefined,
        }
      },
    }
    const hub = createConnectorHub(store, fakeHost(happy).host, METHOD_FACTS, [plugin])
    await Promise.resolve()
    expect(store.getState().account.activeNamespace).toBe('eip155')
    await hub.switchNetwork(solanaDevnet)
    const state = store.getState()
    expect(switched).toEqual([solanaDevnet.caipNetworkId])
    expect(state.network.caipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(state.account.activeNamespace).toBe('solana')
    expect(state.account.byNamespace.solana?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${SOLANA_ADDRESS}`)
    await hub.switchNetwork(mainnet)
    expect(store.getState().account.activeNamespace).toBe('eip155')
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(store.getState().account.byNamespace.eip155?.address).toBe(ADDRESS)
  })

  it('with Solana active, a connector serving both keeps it active when it reports its EVM chain and account; one serving only EVM brings its chain', async () => {
    const both = (reports: (report: Parameters<ConnectorPlugin['create']>[0]['report']) => void, namespaces: Array<'eip155' | 'solana'>): ConnectorPlugin => ({
      id: namespaces.join('+'),
      create: (ctx) => {
        queueMicrotask(() => reports(ctx.report))
        return {
          id: namespaces.join('+'),
          capabilities: { namespaces, switchChain: true },
          claim: () => undefined,
          connect: async () => undefined,
          restore: async () => undefined,
          disconnect: async () => undefined,
          request: async () => null,
          switchChain: async () => undefined,
          prepare: async () => undefined,
        }
      },
    })
    const onSolana = () => {
      const store = makeStore()
      store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, base, solanaDevnet], defaultNetwork: solanaDevnet }))
      return store
    }
    const store = onSolana()
    createConnectorHub(store, fakeHost(happy).host, METHOD_FACTS, [
      both((report) => {
        report.accountsChanged('solana', [SOLANA_ADDRESS])
        report.chainChanged('eip155', 8453)
        report.accountsChanged('eip155', [ADDRESS])
      }, ['eip155', 'solana']),
    ])
    await Promise.resolve()
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(store.getState().account.activeNamespace).toBe('solana')
    expect(store.getState().account.byNamespace.eip155?.address).toBe(ADDRESS)

    const evmOnly = onSolana()
    createConnectorHub(evmOnly, fakeHost(happy).host, METHOD_FACTS, [
      both((report) => {
        report.chainChanged('eip155', 8453)
        report.accountsChanged('eip155', [ADDRESS])
      }, ['eip155']),
    ])
    await Promise.resolve()
    expect(evmOnly.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(evmOnly.getState().account.activeNamespace).toBe('eip155')
  })
})

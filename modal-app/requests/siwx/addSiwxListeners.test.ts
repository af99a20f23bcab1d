// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { hexToString, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import type { RemoteApi } from '../../../shared/bridge/channel'
import { ErrorText } from '../../../shared/errors/messages'
import { UserRejectedRequestError } from '../../../shared/errors/ProviderRpcError'
import { mainnet } from '../../../shared/networks/networks'
import type { HostApi } from '../../../shared/protocol/api'
import type { SiwxOptions } from '../../../shared/siwx/SiwxOptions'
import { verifySiwxSession } from '../../../shared/siwx/verifySiwxSession'
import { makeStore } from '../../app/makeStore'
import type { Connector, ConnectorContext, ConnectorPlugin } from '../../wallets/Connector'
import { createConnectorHub } from '../../wallets/createConnectorHub'
import { modalClosed, modalOpened } from '../../state/modal/modalActions'
import { hostOriginProven, optionsReceived } from '../../state/options/optionsSlice'
import { siwxAnswers } from './siwxAnswers'
import { siwxSignRequested } from '../../state/siwx/siwxSlice'
import { operatorRuns } from '../../testing/operatorRuns'
import { METHOD_FACTS } from '../methods'

const PAGE = 'http://127.0.0.1:15173'
const account = privateKeyToAccount(generatePrivateKey())

/** A wallet that connects at once and signs with a real key, or refuses when `decline` is set. */
function wallet() {
  let ctx!: ConnectorContext
  const state = { decline: false, signed: 0, disconnected: 0 }
  const connector: Connector = {
    id: 'test',
    capabilities: { namespaces: ['eip155'], switchChain: false },
    claim: () => undefined,
    connect: async () => undefined,
    restore: async () => undefined,
    disconnect: async () => void state.disconnected++,
    async request(_ns, args) {
      if (args.method !== 'personal_sign') throw new Error(`unexpected ${args.method}`)
      if (state.decline) throw new UserRejectedRequestError()
      state.signed++
      return account.signMessage({ message: hexToString((args.params as [Hex])[0]) })
    },
    switchChain: async () => undefined,
    prepare: async () => undefined,
  }
  const plugin: ConnectorPlugin = { id: 'test', create: (c) => ((ctx = c), connector) }
  const connect = () => {
    ctx.report.accountsChanged('eip155', [account.address], { name: 'Test' })
    ctx.report.chainChanged('eip155', 1)
    ctx.report.statusChanged('eip155', 'connected')
  }
  return { plugin, state, connect }
}

/** The data service's two session calls, answered in process with the real server-side check. */
function dataService() {
  const nonces = new Set<string>()
  const stored: { message: string; signature: string }[] = []
  const fetchImpl = vi.fn(async (url: string, init?: RequestInit) => {
    const u = new URL(url)
    if (u.pathname === '/v1/sessions/nonce') {
      const nonce = `n${nonces.size}abcdefgh`
      nonces.add(nonce)
      return Response.json({ nonce })
    }
    if (init?.method === 'POST' && u.pathname.endsWith('/revoke')) return Response.json({ revoked: JSON.parse(String(init.body)).pci })
    const body = JSON.parse(String(init?.body)) as { message: string; signature: string }
    try {
      await verifySiwxSession(body, { domain: '127.0.0.1:15173', uri: PAGE, nonce: (n) => nonces.delete(n) })
    } catch (e) {
      return Response.json({ message: (e as Error).message }, { status: 401 })
    }
    stored.push(body)
    return Response.json({ pci: `pci${stored.length}`, data: {}, message: body.message, secret: `bearer${stored.length}xxxxxxxxxxxxxxxx` })
  })
  return { fetchImpl, stored }
}

function setup(siwx: SiwxOptions | null = {}) {
  const store = makeStore()
  store.dispatch(operatorRuns({ apiUrl: 'http://127.0.0.1:18787' }))
  store.dispatch(optionsReceived({ projectId: 'airlock-demo', networks: [mainnet], ...(siwx ? { siwx } : {}), services: { apiUrl: 'http://127.0.0.1:18787' } }))
  store.dispatch(hostOriginProven(PAGE))
  const w = wallet()
  createConnectorHub(store, {} as RemoteApi<HostApi>, METHOD_FACTS, [w.plugin])
  return { store, wallet: w }
}
const top = (store: ReturnType<typeof makeStore>) => store.getState().router.history.at(-1)
const approvalId = (store: ReturnType<typeof makeStore>) => String(top(store)?.data?.approvalId)

let service: ReturnType<typeof dataService>
beforeEach(() => {
  localStorage.clear()
  service = dataService()
  vi.stubGlobal('fetch', service.fetchImpl)
})
afterEach(() => vi.unstubAllGlobals())

describe('sign-in after connecting (requests/siwx)', () => {
  it('asks once connected, signs on Sign, stores the session the server verified and closes the modal', async () => {
    const { store, wallet } = setup({ statement: 'Welcome.' })
    store.dispatch(modalOpened({}))
    wallet.connect()
    expect(top(store)?.view).toBe('SIWXSignMessage')
    store.dispatch(siwxSignRequested({ approvalId: approvalId(store) }))
    await vi.waitFor(() => expect(store.getState().router.open).toBe(false))
    expect(service.stored).toHaveLength(1)
    const session = await siwxAnswers(store).session()
    expect(session).toMatchObject({ message: service.stored[0]!.message, signature: service.stored[0]!.signature, data: { accountAddress: account.address, chainId: 'eip155:1', statement: 'Welcome.' } })
    expect(JSON.parse(localStorage.getItem(`airlock:siwx:airlock-demo:${PAGE}`)!)).toEqual({ [`eip155:1:${account.address.toLowerCase()}`]: expect.objectContaining({ pci: 'pci1' }) })
  })

  it('the legacy siweConfig asks on ConnectingSiwe; no option asks nothing', () => {
    const legacy = makeStore()
    legacy.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], siweConfig: {} }))
    const w = wallet()
    createConnectorHub(legacy, {} as RemoteApi<HostApi>, METHOD_FACTS, [w.plugin])
    w.connect()
    expect(top(legacy)?.view).toBe('ConnectingSiwe')
    const off = setup(null)
    off.wallet.connect()
    expect(off.store.getState().approvals.stack).toEqual([])
  })

  it('a declined signature shows "Signature declined" and Sign can try again', async () => {
    const { store, wallet } = setup()
    wallet.connect()
    wallet.state.decline = true
    store.dispatch(siwxSignRequested({ approvalId: approvalId(store) }))
    await vi.waitFor(() => expect(store.getState().siwx?.error).toBe(ErrorText.signatureDeclined))
    expect(top(store)?.view).toBe('SIWXSignMessage')
    wallet.state.decline = false
    store.dispatch(siwxSignRequested({ approvalId: approvalId(store) }))
    await vi.waitFor(() => expect(service.stored).toHaveLength(1))
  })

  it('cancelling required sign-in disconnects; optional sign-in only closes', async () => {
    const required = setup({ required: true })
    required.wallet.connect()
    required.store.dispatch(modalClosed({ reason: 'user' }))
    await vi.waitFor(() => expect(required.wallet.state.disconnected).toBe(1))
    expect(required.store.getState().account.byNamespace.eip155?.address).toBeUndefined()
    const optional = setup({ required: false })
    optional.store.dispatch(modalOpened({}))
    optional.wallet.connect()
    optional.store.dispatch(modalClosed({ reason: 'user' }))
    expect(optional.wallet.state.disconnected).toBe(0)
    expect(optional.store.getState().account.byNamespace.eip155?.status).toBe('connected')
  })

  it('a stored live session is kept after a reload; an expired one asks again', async () => {
    const first = setup()
    first.wallet.connect()
    first.store.dispatch(siwxSignRequested({ approvalId: approvalId(first.store) }))
    await vi.waitFor(() => expect(service.stored).toHaveLength(1))
    const reloaded = setup()
    reloaded.wallet.connect()
    expect(reloaded.store.getState().approvals.stack).toEqual([])
    vi.useFakeTimers({ now: Date.now() + 25 * 3600_000, toFake: ['Date'] })
    try {
      const later = setup()
      later.wallet.connect()
      expect(top(later.store)?.view).toBe('SIWXSignMessage')
      expect(later.store.getState().router.open).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it("sign-out revokes the session with the service's bearer, which the dapp never gets, and asks no more of the dapp", async () => {
    const { store, wallet } = setup()
    wallet.connect()
    store.dispatch(siwxSignRequested({ approvalId: approvalId(store) }))
    await vi.waitFor(() => expect(service.stored).toHaveLength(1))
    const handed = await siwxAnswers(store).session()
    expect(Object.keys(handed ?? {}).sort()).toEqual(['data', 'message', 'signature'])
    expect(JSON.stringify(handed)).not.toContain('bearer1')
    await siwxAnswers(store).signOut()
    const revoke = service.fetchImpl.mock.calls.find(([url]) => String(url).endsWith('/revoke'))!
    expect(JSON.parse(String(revoke[1]!.body))).toEqual({ projectId: 'airlock-demo', pci: 'pci1' })
    expect((revoke[1]!.headers as Record<string, string>).authorization).toBe('Bearer bearer1xxxxxxxxxxxxxxxx')
    expect(await siwxAnswers(store).session()).toBeNull()
  })
})

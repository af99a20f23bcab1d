// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { RemoteApi } from '../../shared/bridge/channel'
import { UserRejectedRequestError, InternalError } from '../../shared/errors/ProviderRpcError'
import { mainnet } from '../../shared/networks/networks'
import type { HostApi } from '../../shared/protocol/api'
import { makeStore } from '../app/makeStore'
import type { Connector, ConnectorPlugin, ConnectTarget, WalletPick } from './Connector'
import { createConnectorHub } from './createConnectorHub'
import { accountUpdated } from '../state/account/accountSlice'
import { connectIntent, connectRetried, emailSubmitted, socialSelected, walletSelected } from '../state/connection/connectActions'
import { modalOpened } from '../state/modal/modalActions'
import { optionsReceived } from '../state/options/optionsSlice'
import { goBack } from '../state/router/goBack'
import { PopupBlockedError } from './embedded/social/PopupBlockedError'
import { ErrorText } from '../../shared/errors/messages'
import { METHOD_FACTS } from '../requests/methods'

/** A connector whose connects the test settles by hand; it claims picks whose id starts with its id. */
function fakePlugin(id: string, onConnected: ConnectTarget['onConnected']) {
  const attempts: Array<{ target: ConnectTarget; stillWanted: () => boolean; resolve: () => void; reject: (e: unknown) => void }> = []
  let prepared = 0
  const connector: Connector = {
    id,
    capabilities: { namespaces: ['eip155'], switchChain: false },
    claim: (pick: WalletPick) => (pick.id.startsWith(id) ? { view: 'ConnectingExternal', data: { id: pick.id }, onConnected } : undefined),
    connect: (target, { stillWanted }) => new Promise<void>((resolve, reject) => void attempts.push({ target, stillWanted, resolve, reject })),
    restore: async () => undefined,
    disconnect: async () => undefined,
    request: async () => null,
    switchChain: async () => undefined,
    prepare: async () => void prepared++,
  }
  const plugin: ConnectorPlugin = { id, create: () => connector }
  return { plugin, attempts, prepared: () => prepared }
}

const host = {} as RemoteApi<HostApi>
const top = (store: ReturnType<typeof makeStore>) => store.getState().router.history.at(-1)

function setup() {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
  const first = fakePlugin('a', 'close')
  const second = fakePlugin('b', 'account')
  const greedy = fakePlugin('', 'close')
  createConnectorHub(store, host, METHOD_FACTS, [first.plugin, second.plugin, greedy.plugin])
  store.dispatch(modalOpened({}))
  return { store, first, second, greedy }
}

beforeEach(() => localStorage.clear())

describe('connecting a wallet pick (wallets/addConnectWalletListeners)', () => {
  it('the first connector in registry order that claims the pick gets it; its view is pushed with the attempt', async () => {
    const { store, first, second, greedy } = setup()
    store.dispatch(walletSelected({ id: 'b-wallet', group: 'catalog' }))
    await vi.waitFor(() => expect(second.attempts).toHaveLength(1))
    expect(first.attempts).toHaveLength(0)
    expect(greedy.attempts).toHaveLength(0)
    expect(top(store)).toMatchObject({ view: 'ConnectingExternal', data: { id: 'b-wallet', connectorId: 'b', onConnected: 'account' } })
    expect(second.attempts[0]!.stillWanted()).toBe(true)
  })

  it('success closes the modal or shows Account, as the connector asked', async () => {
    const { store, first, second } = setup()
    store.dispatch(walletSelected({ id: 'b-1', group: 'catalog' }))
    await vi.waitFor(() => expect(second.attempts).toHaveLength(1))
    second.attempts[0]!.resolve()
    await vi.waitFor(() => expect(store.getState().router.history).toEqual([{ view: 'Account' }]))
    store.dispatch(walletSelected({ id: 'a-1', group: 'injected' }))
    await vi.waitFor(() => expect(first.attempts).toHaveLength(1))
    first.attempts[0]!.resolve()
    await vi.waitFor(() => expect(store.getState().router.open).toBe(false))
  })

  it('a failure shows on the attempt\'s view: rejected for 4001, failed with the message otherwise', async () => {
    const { store, first } = setup()
    store.dispatch(walletSelected({ id: 'a-1', group: 'injected' }))
    await vi.waitFor(() => expect(first.attempts).toHaveLength(1))
    first.attempts[0]!.reject(new UserRejectedRequestError())
    await vi.waitFor(() => expect(top(store)?.data).toMatchObject({ state: 'rejected' }))
    expect(top(store)?.data?.failedAt).toBeGreaterThanOrEqual(Number(top(store)?.data?.since))
    store.dispatch(connectRetried({}))
    await vi.waitFor(() => expect(first.attempts).toHaveLength(2))
    expect(first.attempts[1]!.target).toMatchObject({ view: 'ConnectingExternal', data: { id: 'a-1' }, onConnected: 'close' })
    expect(top(store)?.data).toMatchObject({ state: 'waiting', message: null })
    first.attempts[1]!.reject(new InternalError({ message: 'wallet broke' }))
    await vi.waitFor(() => expect(top(store)?.data).toMatchObject({ state: 'failed', message: 'wallet broke' }))
  })

  it('a pick and its Try again reach connect() within the dispatch itself, so a popup opens in the click', async () => {
    const { store, first, greedy } = setup()
    // No waitFor: the connector must have been called before dispatch returned (no await in between).
    store.dispatch(socialSelected({ provider: 'google' }))
    expect(greedy.attempts).toHaveLength(1)
    store.dispatch(walletSelected({ id: 'a-popup', group: 'injected' }))
    expect(first.attempts).toHaveLength(1)
    first.attempts[0]!.reject(new PopupBlockedError())
    await vi.waitFor(() => expect(top(store)?.data).toMatchObject({ state: 'failed', reason: 'POPUP_BLOCKED', message: ErrorText.popupBlocked }))
    store.dispatch(connectRetried({}))
    expect(first.attempts).toHaveLength(2)
    expect(top(store)?.data).toMatchObject({ state: 'waiting', reason: null })
    first.attempts[1]!.reject(new InternalError({ message: 'no reason' }))
    await vi.waitFor(() => expect(top(store)?.data).toMatchObject({ state: 'failed', reason: null }))
  })

  it('an attempt the visitor left (went back) routes nothing, and is no longer wanted', async () => {
    const { store, first } = setup()
    store.dispatch(walletSelected({ id: 'a-1', group: 'injected' }))
    await vi.waitFor(() => expect(first.attempts).toHaveLength(1))
    store.dispatch(goBack())
    expect(first.attempts[0]!.stillWanted()).toBe(false)
    first.attempts[0]!.resolve()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(store.getState().router).toMatchObject({ open: true, history: [{ view: 'Connect' }] })
  })

  it('a connecting view opened without a pick starts its attempt by naming one', async () => {
    const { store, second } = setup()
    store.dispatch(connectRetried({ pick: { id: 'b-qr', group: 'walletConnect' } }))
    await vi.waitFor(() => expect(second.attempts).toHaveLength(1))
    expect(top(store)?.data).toMatchObject({ connectorId: 'b', state: 'waiting' })
  })

  it('intent prepares the connector that would serve the pick, or all of them; so does opening the modal', async () => {
    const { store, first, second, greedy } = setup()
    await vi.waitFor(() => expect(greedy.prepared()).toBe(1))
    expect([first.prepared(), second.prepared()]).toEqual([1, 1])
    store.dispatch(connectIntent({ pick: { id: 'b-1', group: 'catalog' } }))
    await vi.waitFor(() => expect(second.prepared()).toBe(2))
    expect([first.prepared(), greedy.prepared()]).toEqual([1, 1])
    store.dispatch(connectIntent({}))
    await vi.waitFor(() => expect([first.prepared(), second.prepared(), greedy.prepared()]).toEqual([2, 3, 2]))
  })

  it('opening the modal while connected (Account, an approval) loads no connector', async () => {
    const { store, first } = setup()
    await vi.waitFor(() => expect(first.prepared()).toBe(1))
    store.dispatch(accountUpdated({ namespace: 'eip155', address: '0x1111111111111111111111111111111111111111', status: 'connected' }))
    store.dispatch(modalOpened({}))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(first.prepared()).toBe(1)
  })

  it('an email or a social sign-in is a pick too, and reaches connect within the click (a popup may open there)', () => {
    const { store, greedy } = setup()
    store.dispatch(emailSubmitted({ email: 'me@example.com' }))
    expect(greedy.attempts).toHaveLength(1)
    store.dispatch(socialSelected({ provider: 'google' }))
    expect(greedy.attempts).toHaveLength(2)
    expect(top(store)).toMatchObject({ view: 'ConnectingExternal', data: { id: 'google', connectorId: '' } })
  })
})

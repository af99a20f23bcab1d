import { describe, expect, it, vi } from 'vitest'
import { Constants } from '../../../shared/constants'
import { mainnet } from '../../../shared/networks'
import { solanaDevnet } from '../../../shared/networks/networks'
import { makeStore } from '../../app/makeStore'
import { connectionStatusChanged } from '../../state/connection/connectionSlice'
import { modalClosed, modalOpened } from '../../state/modal/modalActions'
import { optionsReceived } from '../../state/options/optionsSlice'
import { viewPushed } from '../../state/router/routerSlice'
import { createLiveClients } from '../../wallets/liveClients'
import { createStoreRpcDeps } from './createStoreRpcDeps'

const switcher = { switchChain: async () => null, disconnect: async () => undefined }
const request = (requestId?: string) => ({ method: 'eth_sendTransaction', params: [{}], network: mainnet, address: '0x0000000000000000000000000000000000000001', requestId })

describe('createStoreRpcDeps approvals', () => {
  it(`caps pending approvals at ${Constants.maxPendingApprovals}: the excess is refused at once with -32005`, async () => {
    const store = makeStore()
    const deps = createStoreRpcDeps(store, createLiveClients(), switcher)
    const pending = Array.from({ length: Constants.maxPendingApprovals }, () => deps.approve(request()).catch((e: { code: number }) => e.code))
    await expect(deps.approve(request())).rejects.toMatchObject({ code: -32005 })
    expect(store.getState().approvals.stack).toHaveLength(Constants.maxPendingApprovals)
    store.dispatch({ type: 'modal/closed', payload: { reason: 'host' } })
    expect(new Set(await Promise.all(pending))).toEqual(new Set([4001]))
  })

  it("a page's request is always shown: a reviewedInModal it carries is never copied into the ask", async () => {
    const store = makeStore()
    const deps = createStoreRpcDeps(store, createLiveClients(), switcher)
    const smuggled = { ...request('r0'), reviewedInModal: true, params: [{ reviewedInModal: true }] }
    const answer = deps.approve(smuggled).catch((e: { code: number }) => e.code)
    expect(store.getState().approvals.stack).toHaveLength(1)
    expect(store.getState().router.history.at(-1)?.view).toBe('ApproveTransaction')
    deps.cancelRequest('r0')
    expect(await answer).toBe(4001)
  })

  it('a request the host gave up on is retired: its approval leaves the queue and rejects', async () => {
    const store = makeStore()
    const deps = createStoreRpcDeps(store, createLiveClients(), switcher)
    const first = deps.approve(request('r1')).catch((e: { code: number }) => e.code)
    void deps.approve(request('r2')).catch(() => undefined)
    deps.cancelRequest('r1')
    expect(await first).toBe(4001)
    expect(store.getState().approvals.stack).toHaveLength(1)
    deps.cancelRequest('unknown')
    expect(store.getState().approvals.stack).toHaveLength(1)
  })
})

describe('createStoreRpcDeps connecting and disconnecting', () => {
  it('a connect for Solana on an EVM page makes the Solana network active before the modal opens; closing rejects 4001', async () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, solanaDevnet] }))
    const deps = createStoreRpcDeps(store, createLiveClients(), switcher)
    const wait = deps.connect('solana', solanaDevnet)
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId)
    expect(store.getState().account.activeNamespace).toBe('solana')
    expect(store.getState().router.open).toBe(true)
    store.dispatch(modalClosed({ reason: 'user' }))
    await expect(wait).rejects.toMatchObject({ code: 4001 })
    // An EVM connect on the Solana network switches back the same way.
    void deps.connect('eip155', mainnet).catch(() => undefined)
    expect(store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:1')
  })

  it("the dapp's disconnect ends the namespace and closes an open Account view, but leaves another view open", async () => {
    const ended: unknown[] = []
    const store = makeStore()
    const deps = createStoreRpcDeps(store, createLiveClients(), { ...switcher, disconnect: async (ns) => void ended.push(ns) })
    store.dispatch(modalOpened({ view: 'Account' }))
    store.dispatch(viewPushed({ view: 'Account' }))
    await deps.disconnect('solana')
    expect(ended).toEqual(['solana'])
    expect(store.getState().router.open).toBe(false)
    store.dispatch(modalOpened({ view: 'Networks' }))
    await deps.disconnect('solana')
    expect(store.getState().router.open).toBe(true)
  })

  it('settled waits while a namespace is connecting (a restore) and resolves when it is not, or after the bounded wait', async () => {
    vi.useFakeTimers()
    try {
      const store = makeStore()
      const deps = createStoreRpcDeps(store, createLiveClients(), switcher)
      let done = false
      await deps.settled!('solana')
      store.dispatch(connectionStatusChanged({ namespace: 'solana', status: 'connecting' }))
      void deps.settled!('solana').then(() => (done = true))
      await Promise.resolve()
      expect(done).toBe(false)
      store.dispatch(connectionStatusChanged({ namespace: 'solana', status: 'connected' }))
      await Promise.resolve()
      expect(done).toBe(true)
      store.dispatch(connectionStatusChanged({ namespace: 'solana', status: 'connecting' }))
      done = false
      void deps.settled!('solana').then(() => (done = true))
      await vi.advanceTimersByTimeAsync(3 * Constants.injectedProviderWaitMs - 1)
      expect(done).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(done).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })
})

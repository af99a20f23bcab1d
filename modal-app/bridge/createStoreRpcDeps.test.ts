import { describe, expect, it } from 'vitest'
import { Constants } from '../../shared/constants'
import { mainnet } from '../../shared/networks'
import { makeStore } from '../app/makeStore'
import { createLiveClients } from '../connectors/liveClients'
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

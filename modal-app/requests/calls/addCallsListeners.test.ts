import { describe, expect, it } from 'vitest'
import type { RemoteApi } from '../../../shared/bridge/channel'
import { mainnet } from '../../../shared/networks/networks'
import type { HostApi } from '../../../shared/protocol/api'
import { makeStore } from '../../app/makeStore'
import type { Connector, ConnectorContext } from '../../wallets/Connector'
import { createConnectorHub } from '../../wallets/createConnectorHub'
import { modalClosed } from '../../state/modal/modalActions'
import { optionsReceived } from '../../state/options/optionsSlice'
import { callsSponsorshipRefused, callsStatusShown } from '../../state/calls/callsActions'
import { METHOD_FACTS } from '../methods'

const host = { emit: async () => undefined, listWallets: async () => [], walletRequest: async () => null } as unknown as RemoteApi<HostApi>
const ID = `0x${'ab'.repeat(32)}`
const TX = `0x${'cd'.repeat(32)}`

/** A connected wallet whose batch is pending for `pendingPolls` status queries, then `final`. */
function setup(final: { status: number } | Error, pendingPolls = 1) {
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
  const asked: unknown[] = []
  const plugin = {
    id: 'fake',
    create(ctx: ConnectorContext) {
      const connector = {
        id: 'fake',
        capabilities: { namespaces: ['eip155'], switchChain: false },
        claim: () => undefined,
        connect: async () => undefined,
        restore: async () => undefined,
        disconnect: async () => undefined,
        switchChain: async () => undefined,
        prepare: async () => undefined,
        async request(_namespace: string, args: { method: string; params?: unknown }) {
          asked.push(args)
          if (asked.length <= pendingPolls) return { status: 100 }
          if (final instanceof Error) throw final
          return { ...final, receipts: [{ transactionHash: TX }] }
        },
      } as unknown as Connector
      queueMicrotask(() => ctx.report.accountsChanged('eip155', ['0x1111111111111111111111111111111111111111']))
      return connector
    },
  }
  createConnectorHub(store, host, METHOD_FACTS, [plugin])
  const top = () => store.getState().router.history.at(-1)!
  return { store, top, asked }
}

describe('addCallsListeners', () => {
  it('opens CallsStatus on the batch and follows it until it settles, with the transaction', async () => {
    const { store, top, asked } = setup({ status: 200 })
    await Promise.resolve()
    store.dispatch(callsStatusShown({ id: ID }))
    expect(store.getState().router.open).toBe(true)
    expect(top()).toMatchObject({ view: 'CallsStatus', data: { id: ID, status: 100 } })
    await expect.poll(() => top().data?.status, { timeout: 3_000 }).toBe(200)
    expect(top().data?.txHash).toBe(TX)
    expect(asked).toEqual([{ method: 'wallet_getCallsStatus', params: [ID] }, { method: 'wallet_getCallsStatus', params: [ID] }])
  })

  it('shows that the wallet could not tell, and stops asking once the view is gone', async () => {
    const failing = setup(new Error('no'))
    await Promise.resolve()
    failing.store.dispatch(callsStatusShown({ id: ID }))
    await expect.poll(() => failing.top().data?.status, { timeout: 3_000 }).toBe(400)

    const closed = setup({ status: 200 }, 1_000)
    await Promise.resolve()
    closed.store.dispatch(callsStatusShown({ id: ID }))
    await expect.poll(() => closed.asked.length).toBeGreaterThan(0)
    closed.store.dispatch(modalClosed({ reason: 'user' }))
    const asked = closed.asked.length
    await new Promise((resolve) => setTimeout(resolve, 800))
    expect(closed.asked.length).toBeLessThanOrEqual(asked + 1)
  })

  it("opens the closed modal to show the paymaster's refusal as an error toast", async () => {
    const { store } = setup({ status: 200 })
    expect(store.getState().router.open).toBe(false)
    store.dispatch(callsSponsorshipRefused({ message: 'Gas sponsorship limit reached for this account. Try again later.' }))
    expect(store.getState().router.open).toBe(true)
    expect(store.getState().notifications).toMatchObject({ open: true, variant: 'error', message: 'Gas sponsorship limit reached for this account. Try again later.' })
  })
})

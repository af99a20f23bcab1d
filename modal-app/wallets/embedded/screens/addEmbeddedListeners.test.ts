// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it } from 'vitest'
import type { RemoteApi } from '../../../../shared/bridge/channel'
import { mainnet } from '../../../../shared/networks/networks'
import type { HostApi } from '../../../../shared/protocol/api'
import { makeStore } from '../../../app/makeStore'
import { createConnectorHub } from '../../createConnectorHub'
import { createEmbeddedConnector } from '../createEmbeddedConnector'
import { AUTH, CODE, fakeAuthBackends, RPC } from '../../../testing/fakeAuthBackends'
import { emailSubmitted } from '../../../state/connection/connectActions'
import { modalOpened } from '../../../state/modal/modalActions'
import { optionsReceived } from '../../../state/options/optionsSlice'
import { emailCodeSubmitted } from './embeddedActions'
import { operatorRuns } from '../../../testing/operatorRuns'
import { recoveryStep } from './recoveryStep'
import { METHOD_FACTS } from '../../../requests/methods'

const host = { emit: async () => undefined, listWallets: async () => [], walletRequest: async () => null } as unknown as RemoteApi<HostApi>

function setup() {
  const store = makeStore()
  store.dispatch(operatorRuns({ authUrl: AUTH, rpcUrls: { 'eip155:1': RPC } }))
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], services: { authUrl: AUTH } }))
  const backends = fakeAuthBackends()
  createConnectorHub(store, host, METHOD_FACTS, [{ id: 'embedded', create: (ctx) => createEmbeddedConnector(ctx, { fetch: backends.fetch }) }])
  store.dispatch(modalOpened())
  const top = () => store.getState().router.history.at(-1)!
  return { store, top }
}

beforeEach(() => localStorage.clear())

describe('addEmbeddedListeners: the email code view', () => {
  it('a wrong code comes back as the service message on the view; the right code ends on Account', async () => {
    const { store, top } = setup()
    store.dispatch(emailSubmitted({ email: 'a@b.example' }))
    expect(top()).toMatchObject({ view: 'EmailVerifyOtp', data: { email: 'a@b.example', state: 'waiting', connectorId: 'embedded' } })
    store.dispatch(emailCodeSubmitted({ code: '000001' }))
    expect(top().data?.state).toBe('verifying')
    await expect.poll(() => top().data?.codeError).toBe('Wrong code. 4 attempts left.')
    expect(top().data?.state).toBe('code')
    store.dispatch(emailCodeSubmitted({ code: CODE }))
    // A new wallet: its recovery code waits on the same view until the visitor confirms it. Making
    // the wallet (its keys, its shares, the recovery code's sealing) takes 5–6 s alone here, and
    // npm test runs this lane at the lowest priority beside two browser shards: 10 s ran out there.
    await expect.poll(() => recoveryStep.current()?.mode, { timeout: 45_000 }).toBe('show')
    expect(top().view).toBe('EmailVerifyOtp')
    const step = recoveryStep.current()
    if (step?.mode === 'show') step.confirm()
    await expect.poll(() => top().view).toBe('Account')
    expect(store.getState().account.byNamespace.eip155?.connectedWalletInfo?.user).toEqual({ email: 'a@b.example' })
  }, 60_000)

  it('a code on another view is ignored', () => {
    const { store, top } = setup()
    store.dispatch(emailCodeSubmitted({ code: CODE }))
    expect(top().view).toBe('Connect')
  })
})

import { recoverMessageAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { mainnet } from '../../../shared/networks/networks'
import { makeStore } from '../../app/makeStore'
import { bindHub } from '../../wallets/hubAccess'
import type { ConnectorHub } from '../../wallets/Connector'
import { accountUpdated } from '../../state/account/accountSlice'
import { modalOpened } from '../../state/modal/modalActions'
import { optionsReceived } from '../../state/options/optionsSlice'
import { startTestDataServer } from '../../testing/testDataServer'
import { viewPushed } from '../../state/router/routerSlice'
import { registerName } from './registerName'
import { operatorRuns } from '../../testing/operatorRuns'

const key = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
let close: (() => Promise<void>) | undefined
afterEach(async () => close?.())

async function setup(answer: [number, unknown], embedded = true, sign?: () => Promise<unknown>) {
  const server = await startTestDataServer(() => answer)
  close = server.close
  const store = makeStore()
  store.dispatch(operatorRuns({ apiUrl: server.url }))
  store.dispatch(optionsReceived({ projectId: 'airlock-demo', networks: [mainnet], services: { apiUrl: server.url } }))
  store.dispatch(accountUpdated({ namespace: 'eip155', address: key.address, status: 'connected', connectedWalletInfo: { name: 'Email', ...(embedded ? { user: { email: 'a@example.test' } } : {}) } }))
  const connector = { request: async ({ params }: { params?: unknown }) => (sign ? sign() : key.signMessage({ message: { raw: (params as [Hex])[0] } })) }
  bindHub(store, { registry: { get: () => connector } } as unknown as ConnectorHub)
  store.dispatch(modalOpened())
  store.dispatch(viewPushed('Account'))
  store.dispatch(viewPushed('RegisterAccountName'))
  return { store, seen: server.seen }
}

const views = (s: ReturnType<typeof makeStore>) => s.getState().router.history.map((e) => e.view)

/** Runs registerName: the typed name and Register were the review, so no in-modal approval is asked. */
async function registerApproved(store: ReturnType<typeof makeStore>, label = 'alice') {
  const run = store.dispatch(registerName(label))
  const result = await run
  expect(store.getState().approvals.stack).toEqual([])
  return result
}

describe('registerName', () => {
  it('signs the JSON message, posts it, stores the name and replaces the pending view with the success view', async () => {
    const profile = { name: 'alice.airlock', addresses: { '60': { address: key.address } }, attributes: {}, created_at: 1 }
    const { store, seen } = await setup([200, profile])
    const shown: unknown[] = []
    store.subscribe(() => shown.push(store.getState().router.history.at(-1)))
    await expect(registerApproved(store)).resolves.toBe(true)
    expect(shown).toContainEqual({ view: 'RegisterAccountNameSuccess', data: { name: 'alice.airlock', pending: true } })
    const post = seen.find((r) => r.method === 'POST')!
    const body = JSON.parse(post.body) as { coin_type: number; address: string; message: string; signature: Hex }
    expect(body.coin_type).toBe(60)
    expect(JSON.parse(body.message)).toMatchObject({ name: 'alice.airlock', attributes: {} })
    expect(await recoverMessageAddress({ message: body.message, signature: body.signature })).toBe(key.address)
    expect(views(store)).toEqual(['Account', 'RegisterAccountName', 'RegisterAccountNameSuccess'])
    expect(store.getState().router.history.at(-1)?.data).toEqual({ name: 'alice.airlock' })
    expect(store.getState().account.byNamespace.eip155?.profileName).toBe('alice.airlock')
  })
  it("a refusal replaces the pending view with the register view and shows the service's reason", async () => {
    const { store } = await setup([409, { error: 'Name taken', message: 'x', reasons: [{ description: 'alice.airlock is already registered' }] }])
    await expect(registerApproved(store)).resolves.toBe(false)
    expect(store.getState().router.history.at(-1)).toEqual({ view: 'RegisterAccountName', data: { name: 'alice' } })
    expect(store.getState().notifications).toMatchObject({ message: 'alice.airlock is already registered', variant: 'error' })
    expect(store.getState().account.byNamespace.eip155?.profileName).toBeUndefined()
  })
  it("without a reason it reads 'Error registering name {name}'", async () => {
    const { store } = await setup([500, { error: 'Internal Server Error' }])
    await registerApproved(store)
    expect(store.getState().notifications.message).toBe('Error registering name alice.airlock')
  })
  it('never shows the approval view: the signature goes to the wallet at once', async () => {
    const { store } = await setup([200, { name: 'alice.airlock', addresses: {}, attributes: {}, created_at: 1 }])
    const shown: string[] = []
    store.subscribe(() => shown.push(store.getState().router.history.at(-1)?.view ?? ''))
    await expect(registerApproved(store)).resolves.toBe(true)
    expect(shown).not.toContain('ApproveTransaction')
  })
  it("the wallet's own rejection (4001) is 'Signature declined' (nothing posted, the register view stays), any other failure 'Sign message failed'", async () => {
    const rejected = await setup([200, {}], true, () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })))
    await registerApproved(rejected.store)
    expect(rejected.store.getState().notifications).toMatchObject({ message: 'Signature declined', variant: 'error' })
    expect(views(rejected.store)).toEqual(['Account', 'RegisterAccountName'])
    expect(rejected.seen.filter((r) => r.method === 'POST')).toEqual([])
    await close?.()
    const broken = await setup([200, {}], true, () => Promise.reject(new Error('device locked')))
    await expect(registerApproved(broken.store)).resolves.toBe(false)
    expect(broken.store.getState().notifications.message).toBe('Sign message failed')
    expect(views(broken.store)).toEqual(['Account', 'RegisterAccountName'])
    const odd = await setup([200, {}], true, () => Promise.resolve(42))
    await registerApproved(odd.store)
    expect(odd.store.getState().notifications.message).toBe('Sign message failed')
  })
  it('needs the auth (embedded) connector: nothing is signed or pushed otherwise', async () => {
    const { store, seen } = await setup([200, {}], false)
    await expect(store.dispatch(registerName('alice'))).resolves.toBe(false)
    expect(views(store)).toEqual(['Account', 'RegisterAccountName'])
    expect(seen.filter((r) => r.method === 'POST')).toEqual([])
    expect(store.getState().notifications.message).toBe('Address or auth connector not found')
  })
})

// @vitest-environment jsdom
import 'fake-indexeddb/auto'
import { hashTypedData, recoverAddress, recoverMessageAddress, recoverTransactionAddress, type Hex } from 'viem'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RemoteApi } from '../../../shared/bridge/channel'
import { base, mainnet } from '../../../shared/networks/networks'
import type { HostApi } from '../../../shared/protocol/api'
import { makeStore } from '../../app/makeStore'
import { modalOpened } from '../../state/modal/modalActions'
import { optionsReceived } from '../../state/options/optionsSlice'
import { viewPushed } from '../../state/router/routerSlice'
import { recoveryStep } from './screens/recoveryStep'
import { createAuthClient } from './authClient/createAuthClient'
import { createEmbeddedSessionStore } from './session/createEmbeddedSessionStore'
import { createConnectorHub } from '../createConnectorHub'
import { createEmbeddedConnector } from './createEmbeddedConnector'
import { isEmbeddedConnector } from './EmbeddedConnector'
import { AUTH, CODE, fakeAuthBackends, RPC, SOCIAL_CODE } from '../../testing/fakeAuthBackends'
import { PENDING_SOCIAL_KEY } from './social/savePendingSocialSignIn'
import { operatorRuns } from '../../testing/operatorRuns'
import { METHOD_FACTS } from '../../requests/methods'

/**
 * How long a poll waits for a step of sign-in (a key made, a share sealed): under a second alone,
 * more than 10 s once in a CI run with the e2e suite beside it.
 */
const SLOW = { timeout: 30_000 }
/** The test timeout of a test that signs in (the polls above and the rest of its work). */
const SIGNS_IN = 60_000

const host = { emit: async () => undefined, listWallets: async () => [], walletRequest: async () => null } as unknown as RemoteApi<HostApi>

/** One page load of the modal with the embedded connector on the fake backends. */
function load(backends: ReturnType<typeof fakeAuthBackends>) {
  const store = makeStore()
  store.dispatch(operatorRuns({ authUrl: AUTH, rpcUrls: { 'eip155:1': RPC } }))
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet, base], services: { authUrl: AUTH } }))
  const hub = createConnectorHub(store, host, METHOD_FACTS, [{ id: 'embedded', create: (ctx) => createEmbeddedConnector(ctx, { fetch: backends.fetch }) }])
  const embedded = hub.connectors.find(isEmbeddedConnector)!
  return { store, hub, embedded }
}

/** What the connection feature does for an email pick: push the claimed view, then connect. */
function pickEmail(page: ReturnType<typeof load>, email: string) {
  const target = page.embedded.claim({ id: email, group: 'email' }, page.store.getState())!
  page.store.dispatch(modalOpened())
  page.store.dispatch(viewPushed({ view: target.view, data: { ...target.data, since: 1 } }))
  const stillWanted = () => page.store.getState().router.open && page.store.getState().router.history.at(-1)?.view === target.view
  return page.embedded.connect(target, { stillWanted })
}

/**
 * The visitor at the sign-in view's recovery step: a shown code is kept (in `kept`) and confirmed;
 * asked for a code, they type the one they kept.
 */
async function passRecovery(kept: { code?: string } = {}) {
  await expect.poll(() => recoveryStep.current(), SLOW).not.toBeNull()
  const step = recoveryStep.current()!
  if (step.mode === 'show') {
    kept.code = step.code
    step.confirm()
  } else await step.submit(kept.code!)
}

async function signIn(page: ReturnType<typeof load>, email: string) {
  const connected = pickEmail(page, email)
  await page.embedded.submitEmailCode(CODE)
  // A wallet this browser already holds (the modal origin's storage outlives a test) needs no step.
  let done = false
  void connected.finally(() => (done = true)).catch(() => undefined)
  await expect.poll(() => done || recoveryStep.current() !== null, SLOW).toBe(true)
  if (!done) await passRecovery()
  await connected
  return page.store.getState().account.byNamespace.eip155!
}

beforeEach(() => localStorage.clear())
afterEach(async () => {
  vi.unstubAllGlobals()
  // A test that failed at the recovery step leaves it open; the next one starts without it.
  const left = recoveryStep.current()
  if (left) recoveryStep.close(left)
  // Each test starts with an empty modal origin.
  await new Promise<void>((resolve) => {
    const request = indexedDB.deleteDatabase('airlock-embedded')
    request.onsuccess = request.onerror = request.onblocked = () => resolve()
  })
})

describe('createEmbeddedConnector', () => {
  it('lists an AUTH row (so Connect offers email and socials) and claims email and social picks only', () => {
    const page = load(fakeAuthBackends())
    expect(page.store.getState().connectors.list).toContainEqual(expect.objectContaining({ id: 'embedded', type: 'AUTH' }))
    const state = page.store.getState()
    expect(page.embedded.claim({ id: 'a@b.example', group: 'email' }, state)).toMatchObject({ view: 'EmailVerifyOtp', data: { email: 'a@b.example' }, onConnected: 'account' })
    expect(page.embedded.claim({ id: 'github', group: 'social' }, state)).toMatchObject({ view: 'ConnectingSocial', data: { provider: 'github' } })
    expect(page.embedded.claim({ id: 'io.metamask', group: 'injected' }, state)).toBeUndefined()
    // A passkey: sign in with one the visitor has; the view's "Create a new passkey" picks 'passkey:new'.
    expect(page.embedded.claim({ id: 'passkey', group: 'social' }, state)).toMatchObject({ view: 'ConnectingPasskey', data: { provider: 'passkey', mode: 'signIn' }, onConnected: 'account' })
    expect(page.embedded.claim({ id: 'passkey:new', group: 'social' }, state)).toMatchObject({ view: 'ConnectingPasskey', data: { mode: 'signUp' } })
  })

  it('email sign-in: a wrong code keeps the wait open with the service message; the right code creates a key and reports the account, the email and the chain', async () => {
    const backends = fakeAuthBackends()
    const page = load(backends)
    const connected = pickEmail(page, 'a@b.example')
    await expect(page.embedded.submitEmailCode('111111')).rejects.toMatchObject({ message: 'Wrong code. 4 attempts left.' })
    await expect(page.embedded.submitEmailCode('12')).rejects.toMatchObject({ message: 'Enter the 6-digit code from the email.' })
    await page.embedded.submitEmailCode(CODE)
    // The key exists, but nothing is uploaded before the visitor confirmed the recovery code.
    await expect.poll(() => recoveryStep.current()?.mode, SLOW).toBe('show')
    expect(backends.shares.size).toBe(0)
    await passRecovery()
    await connected
    expect(recoveryStep.current()).toBeNull()
    const account = page.store.getState().account.byNamespace.eip155!
    expect(account).toMatchObject({ status: 'connected', caipAddress: `eip155:1:${account.address}`, connectedWalletInfo: { name: 'a@b.example', user: { email: 'a@b.example' } } })
    expect(backends.shares.get('email:a@b.example')?.address).toBe(account.address)
    expect(page.store.getState().connection.statusByNamespace.eip155).toBe('connected')
  }, SIGNS_IN)

  it('closing the modal at the recovery code rejects the attempt with 4001 and leaves nothing at the service', async () => {
    const backends = fakeAuthBackends()
    const page = load(backends)
    const connected = pickEmail(page, 'closing@b.example')
    await page.embedded.submitEmailCode(CODE)
    await expect.poll(() => recoveryStep.current()?.mode, SLOW).toBe('show')
    page.store.dispatch({ type: 'modal/closed', payload: {} })
    await expect(connected).rejects.toMatchObject({ code: 4001 })
    expect(recoveryStep.current()).toBeNull()
    expect(backends.shares.size).toBe(0)
    expect(backends.calls.filter((c) => c.startsWith('PUT'))).toEqual([])
  }, SIGNS_IN)

  it('the throttle answer rejects the attempt with the text verbatim', async () => {
    const page = load(fakeAuthBackends())
    const first = pickEmail(page, 'a@b.example')
    await expect(pickEmail(page, 'a@b.example')).rejects.toMatchObject({ message: 'Please try again after 30 seconds' })
    await expect(first).rejects.toMatchObject({ code: 4001 })
  })

  it('closing the modal while the code is awaited rejects the attempt with 4001', async () => {
    const page = load(fakeAuthBackends())
    const connected = pickEmail(page, 'a@b.example')
    page.store.dispatch({ type: 'modal/closed', payload: {} })
    page.store.dispatch(viewPushed('Connect'))
    await expect(connected).rejects.toMatchObject({ code: 4001 })
  })

  it('signs personal_sign, typed data and a 1559 transaction with the key in the modal, and sends the raw transaction to the chain', async () => {
    const backends = fakeAuthBackends()
    // The chain endpoint is reached with the page's fetch (the RPC router's reads do the same).
    vi.stubGlobal('fetch', backends.fetch)
    const page = load(backends)
    const { address } = await signIn(page, 'a@b.example')
    const signature = (await page.hub.registry.get('eip155')!.request({ method: 'personal_sign', params: ['0x68656c6c6f', address], chainId: 'eip155:1' })) as Hex
    expect(await recoverMessageAddress({ message: { raw: '0x68656c6c6f' }, signature })).toBe(address)

    const typed = { domain: { name: 'Airlock', chainId: 1 }, types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }], Mail: [{ name: 'body', type: 'string' }] }, primaryType: 'Mail', message: { body: 'hi' } } as const
    const typedSignature = (await page.embedded.request('eip155', { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typed)], chainId: 'eip155:1' })) as Hex
    const { EIP712Domain: _d, ...types } = typed.types
    expect(await recoverAddress({ hash: hashTypedData({ domain: typed.domain, types, primaryType: 'Mail', message: typed.message }), signature: typedSignature })).toBe(address)

    const hash = await page.embedded.request('eip155', { method: 'eth_sendTransaction', params: [{ from: address, to: address, value: '0x1' }], chainId: 'eip155:1' })
    expect(hash).toBe(`0x${'ab'.repeat(32)}`)
    expect(await recoverTransactionAddress({ serializedTransaction: backends.raw[0] as never })).toBe(address)
    expect(backends.raw[0]!.startsWith('0x02')).toBe(true)

    await expect(page.embedded.request('eip155', { method: 'personal_sign', params: ['0x00', '0x0000000000000000000000000000000000000001'] })).rejects.toMatchObject({ code: 4100 })
    await expect(page.embedded.request('eip155', { method: 'eth_sign', params: [address, '0x00'] })).rejects.toMatchObject({ code: 4200 })
  }, SIGNS_IN)

  it('a reload restores the session (connecting → connected, same address); sign-out logs out at the service and a reload stays signed out', async () => {
    const backends = fakeAuthBackends()
    const first = await signIn(load(backends), 'a@b.example')
    const reloaded = load(backends)
    expect(reloaded.store.getState().connection.statusByNamespace.eip155).toBe('connecting')
    await expect.poll(() => reloaded.store.getState().account.byNamespace.eip155?.address, SLOW).toBe(first.address)
    await reloaded.hub.disconnect('eip155')
    expect(backends.calls).toContain('POST /v1/auth/logout')
    expect(backends.sessions.size).toBe(0)
    expect(reloaded.store.getState().account.byNamespace.eip155?.address).toBeUndefined()
    const again = load(backends)
    expect(again.store.getState().connection.statusByNamespace.eip155 ?? 'disconnected').toBe('disconnected')
  }, SIGNS_IN)

  it('switches between the configured eip155 networks and signs transactions for the new chain', async () => {
    const page = load(fakeAuthBackends())
    await signIn(page, 'a@b.example')
    await page.hub.switchChain(8453)
    expect(page.store.getState().network.caipNetwork?.caipNetworkId).toBe('eip155:8453')
    await expect(page.hub.switchChain(10)).rejects.toMatchObject({ code: 4902 })
  }, SIGNS_IN)

  it('a restore the service does not answer ends disconnected with the alert', async () => {
    const backends = fakeAuthBackends()
    await signIn(load(backends), 'a@b.example')
    const down = { ...backends, fetch: (async () => Promise.reject(new TypeError('Failed to fetch'))) as typeof globalThis.fetch }
    const page = load(down)
    await expect.poll(() => page.store.getState().connection.statusByNamespace.eip155, SLOW).toBe('disconnected')
    expect(page.store.getState().alerts.current).toBe('socialsTimeout')
  }, SIGNS_IN)

  it('Telegram return: a result_uri finishes the social sign-in at start (a wallet this browser holds) and leaves the address bar', async () => {
    const backends = fakeAuthBackends()
    // The visitor's wallet, made earlier in this browser (its sealed copy is in the modal origin).
    const client = createAuthClient({ authUrl: AUTH, projectId: 'p', fetch: backends.fetch })
    const earlier = createEmbeddedSessionStore({ client })
    await earlier.signIn(await client.socialExchange(SOCIAL_CODE, 'v'.repeat(43)), { recovery: { confirmNewCode: async () => undefined, askForCode: async () => undefined } })
    sessionStorage.setItem(PENDING_SOCIAL_KEY, JSON.stringify({ provider: 'google', state: 's1', codeVerifier: 'v'.repeat(43) }))
    history.replaceState(null, '', `/?projectId=p&result_uri=${encodeURIComponent(`https://modal.example/auth-callback.html?code=${SOCIAL_CODE}&state=s1`)}`)
    // The hub restores every connector as it builds them: that is the modal's start.
    const page = load(backends)
    expect(location.search).toBe('?projectId=p')
    await expect.poll(() => page.store.getState().account.byNamespace.eip155?.status, SLOW).toBe('connected')
    expect(page.store.getState().account.byNamespace.eip155?.connectedWalletInfo).toMatchObject({ socialProvider: 'google' })
  }, SIGNS_IN)
})

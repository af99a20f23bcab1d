import { IDBFactory } from 'fake-indexeddb'
import { combine } from 'shamir-secret-sharing'
import { bytesToHex, recoverMessageAddress } from 'viem'
import { privateKeyToAddress } from 'viem/accounts'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'
import { fakeAuthService } from '../../../testing/fakeAuthService'
import { GuestWalletError } from '../guest/GuestWalletError'
import { guestMarker } from '../guest/guestMarker'
import { EmbeddedKeyError } from '../keys/EmbeddedKeyError'
import { openRecoveryShare } from '../keys/openRecoveryShare'
import { recoveryContext } from '../keys/recoveryContext'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { EmbeddedStorage } from '../storage/EmbeddedStorage'
import { openIndexedDbStorage } from '../storage/openIndexedDbStorage'
import { createEmbeddedSessionStore } from './createEmbeddedSessionStore'
import type { RecoveryPrompt } from './RecoveryPrompt'

/** The visitor at the recovery step: keeps every code shown, types the newest when asked, or leaves. */
function visitor() {
  const me = { codes: [] as string[], leaves: false }
  const prompt: RecoveryPrompt = {
    async confirmNewCode(code) {
      if (me.leaves) throw Object.assign(new Error('The visitor closed the modal'), { code: 4001 })
      me.codes.unshift(code)
    },
    async askForCode(tryCode) {
      await tryCode(me.codes[0]!)
    },
  }
  return Object.assign(me, { prompt })
}

/** localStorage of the modal origin, as a browser gives it (the guest marker lives there). */
function fakeLocalStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  }
}

async function signs(store: ReturnType<typeof createEmbeddedSessionStore>, address: string | null) {
  const signature = await store.account()!.signMessage({ message: 'guest' })
  expect(await recoverMessageAddress({ message: 'guest', signature })).toBe(address)
}

describe('the guest wallet in the session store', () => {
  let factory: IDBFactory
  const device = (): (() => Promise<EmbeddedStorage>) => () => openIndexedDbStorage(factory)
  beforeEach(() => {
    factory = new IDBFactory()
    vi.stubGlobal('localStorage', fakeLocalStorage())
  })
  afterEach(() => vi.unstubAllGlobals())

  it('makes a key without any sign-in, sealed on this device only: nothing reaches the service, and a reload reopens it', async () => {
    const service = fakeAuthService()
    const store = createEmbeddedSessionStore({ client: service.client, openStorage: device() })
    const snapshot = await store.startGuest()
    expect(snapshot).toMatchObject({ status: 'signedIn', guest: true, user: null, expiresAt: null, persistent: true })
    expect(snapshot.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(store.sessionToken()).toBeNull()
    expect(service.calls).toEqual([])
    await signs(store, snapshot.address)
    // Only a sealed copy rests on the device (no device share: no share was ever made).
    const record = await (await openIndexedDbStorage(factory)).getKey('guest:p1', 'secp256k1')
    expect(record).toMatchObject({ userId: 'guest:p1', address: snapshot.address })
    expect(record?.sealedDeviceShare).toBeUndefined()
    expect(guestMarker.get()).toBe(true)

    const reloaded = createEmbeddedSessionStore({ client: service.client, openStorage: device() })
    expect(await reloaded.restore()).toMatchObject({ status: 'signedIn', guest: true, address: snapshot.address })
    await signs(reloaded, snapshot.address)
    expect(service.calls).toEqual([])
  })

  it('refuses where storage keeps nothing (memory): no wallet that vanishes with the page', async () => {
    const service = fakeAuthService()
    const store = createEmbeddedSessionStore({ client: service.client, openStorage: async () => createMemoryStorage() })
    await expect(store.startGuest()).rejects.toMatchObject({ reason: 'STORAGE_DENIED' })
    await expect(store.startGuest()).rejects.toBeInstanceOf(GuestWalletError)
    expect(store.snapshot().status).toBe('signedOut')
    expect(guestMarker.get()).toBe(false)
  })

  it('keeps the guest wallet on disconnect (its only copy): a reload stays signed out, and "Continue as guest" reopens the same address', async () => {
    const service = fakeAuthService()
    const store = createEmbeddedSessionStore({ client: service.client, openStorage: device() })
    const { address } = await store.startGuest()
    await store.signOut()
    expect(store.snapshot().status).toBe('signedOut')
    expect(store.account()).toBeNull()
    const reloaded = createEmbeddedSessionStore({ client: service.client, openStorage: device() })
    expect((await reloaded.restore()).status).toBe('signedOut')
    expect((await reloaded.startGuest()).address).toBe(address)
  })

  it('never exports a guest key (no sign-in to make it fresh)', async () => {
    const store = createEmbeddedSessionStore({ client: fakeAuthService().client, openStorage: device() })
    await store.startGuest()
    await expect(store.exportKeys()).rejects.toMatchObject({ reason: 'SIGN_IN_STALE' })
    await expect(store.exportKeys()).rejects.toBeInstanceOf(EmbeddedKeyError)
  })

  it('secures the same key under a sign-in: the code confirmed first, shares sealed as a signed-in user’s, and a new browser opens the same address', async () => {
    const service = fakeAuthService()
    const person = visitor()
    const store = createEmbeddedSessionStore({ client: service.client, openStorage: device() })
    const { address } = await store.startGuest()
    const session = service.signIn('email:guest@example.test', 'guest@example.test')
    const upgraded = await store.upgradeGuest(session, { recovery: person.prompt })
    expect(upgraded).toMatchObject({ status: 'signedIn', address, user: { id: 'email:guest@example.test' }, persistent: true })
    expect(upgraded.guest).toBeUndefined()
    expect(store.sessionToken()).toBe(session.token)
    await signs(store, address)

    // What the service holds: an auth share and a recovery share sealed under the code it never saw.
    const stored = service.shares.get('email:guest@example.test')!
    expect(stored.address).toBe(address)
    expect(stored.recoveryShare).toBeUndefined()
    const recoveryShare = await openRecoveryShare(person.codes[0]!, stored.sealedRecoveryShare!, recoveryContext('email:guest@example.test', 'secp256k1', address!))
    expect(privateKeyToAddress(bytesToHex(await combine([bytesBase64.decode(stored.authShare), recoveryShare])))).toBe(address)

    // On the device: the guest records are gone, the key rests as the user's (with its device share).
    const local = await openIndexedDbStorage(factory)
    expect(await local.getKey('guest:p1', 'secp256k1')).toBeUndefined()
    expect(await local.getKey('email:guest@example.test', 'secp256k1')).toMatchObject({ address })
    expect((await local.getKey('email:guest@example.test', 'secp256k1'))?.sealedDeviceShare).toBeDefined()
    expect(guestMarker.get()).toBe(false)

    // A reload restores the signed-in session; a fresh browser signs in and types the code.
    const reloaded = createEmbeddedSessionStore({ client: service.client, openStorage: device() })
    expect(await reloaded.restore()).toMatchObject({ status: 'signedIn', address, user: { id: 'email:guest@example.test' } })
    const other = new IDBFactory()
    const elsewhere = createEmbeddedSessionStore({ client: service.client, openStorage: () => openIndexedDbStorage(other) })
    expect((await elsewhere.signIn(service.signIn('email:guest@example.test', 'guest@example.test'), { recovery: person.prompt })).address).toBe(address)
    expect(elsewhere.keySource()).toBe('auth+recovery')
  })

  it('attacker or mistake: a method that already opens a wallet is refused, merges nothing, and its session is logged out', async () => {
    const service = fakeAuthService()
    const owner = visitor()
    const theirs = createEmbeddedSessionStore({ client: service.client, openStorage: () => openIndexedDbStorage(new IDBFactory()) })
    const taken = await theirs.signIn(service.signIn('email:taken@example.test', 'taken@example.test'), { recovery: owner.prompt })
    const before = { ...service.shares.get('email:taken@example.test')! }

    const store = createEmbeddedSessionStore({ client: service.client, openStorage: device() })
    const { address } = await store.startGuest()
    const proof = service.signIn('email:taken@example.test', 'taken@example.test')
    const person = visitor()
    await expect(store.upgradeGuest(proof, { recovery: person.prompt })).rejects.toMatchObject({ reason: 'METHOD_TAKEN' })
    expect(person.codes).toEqual([])
    expect(service.shares.get('email:taken@example.test')).toEqual(before)
    expect(service.sessions.has(proof.token)).toBe(false)
    expect(store.snapshot()).toMatchObject({ guest: true, address })
    expect(taken.address).not.toBe(address)
    await signs(store, address)
  })

  it('leaving at the recovery code uploads nothing and keeps the guest wallet as it was', async () => {
    const service = fakeAuthService()
    const store = createEmbeddedSessionStore({ client: service.client, openStorage: device() })
    const { address } = await store.startGuest()
    const person = Object.assign(visitor(), { leaves: true })
    const proof = service.signIn('email:leaver@example.test', 'leaver@example.test')
    await expect(store.upgradeGuest(proof, { recovery: person.prompt })).rejects.toMatchObject({ code: 4001 })
    expect(service.calls).not.toContain('putShares')
    expect(service.shares.size).toBe(0)
    expect(store.snapshot()).toMatchObject({ guest: true, address })
    expect(await (await openIndexedDbStorage(factory)).getKey('guest:p1', 'secp256k1')).toMatchObject({ address })
  })

  it('has nothing to secure without a guest wallet', async () => {
    const service = fakeAuthService()
    const store = createEmbeddedSessionStore({ client: service.client, openStorage: device() })
    await expect(store.upgradeGuest(service.signIn('email:x@example.test', 'x@example.test'), { recovery: visitor().prompt })).rejects.toMatchObject({ reason: 'NO_GUEST' })
  })
})

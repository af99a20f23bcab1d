import { IDBFactory } from 'fake-indexeddb'
import { combine } from 'shamir-secret-sharing'
import { bytesToHex, recoverMessageAddress } from 'viem'
import { describe, expect, it } from 'vitest'
import type { WalletShares } from '../../../../shared/authApi'
import { AuthRequestError } from '../authClient/AuthRequestError'
import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '../../../../shared/solana/base58'
import { ed25519Scheme } from '../keys/ed25519Scheme'
import { secp256k1Scheme } from '../keys/secp256k1Scheme'
import { EmbeddedKeyError } from '../keys/EmbeddedKeyError'
import { openRecoveryShare } from '../keys/openRecoveryShare'
import { recoveryContext } from '../keys/recoveryContext'
import { sealRecoveryShare } from '../keys/sealRecoveryShare'
import { splitKey } from '../keys/splitKey'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import type { EmbeddedStorage } from '../storage/EmbeddedStorage'
import { openIndexedDbStorage } from '../storage/openIndexedDbStorage'
import { createEmbeddedSessionStore, type EmbeddedSessionStore } from './createEmbeddedSessionStore'
import { fakeAuthService } from '../../../testing/fakeAuthService'
import type { RecoveryPrompt } from './RecoveryPrompt'
import { bytesBase64 } from '../../../../shared/encoding/bytesBase64'

/** One browser profile: its own IndexedDB, opened anew by every store (page load). */
function browser() {
  const factory = new IDBFactory()
  return { factory, open: () => openIndexedDbStorage(factory) }
}

/**
 * The person at the keyboard: writes down every recovery code they are shown (and confirms it),
 * and when asked types the codes they kept, newest first, until one works. `leaves` makes them
 * close the modal at the recovery step instead.
 */
function visitor() {
  const me = { codes: [] as string[], shown: 0, asked: 0, wrongTries: [] as string[], leaves: false, persistentSeen: [] as boolean[] }
  const leave = () => Promise.reject(Object.assign(new Error('The visitor closed the modal'), { code: 4001 }))
  const prompt: RecoveryPrompt = {
    async confirmNewCode(code, { persistent }) {
      me.persistentSeen.push(persistent)
      if (me.leaves) return leave()
      me.shown++
      me.codes.unshift(code)
    },
    async askForCode(tryCode, { persistent }) {
      me.persistentSeen.push(persistent)
      if (me.leaves) return leave()
      me.asked++
      let last: unknown = new Error('no code kept')
      for (const code of [...me.wrongTries, ...me.codes]) {
        try {
          return await tryCode(code)
        } catch (error) {
          last = error
        }
      }
      throw last
    },
  }
  return Object.assign(me, { prompt })
}

type Visitor = ReturnType<typeof visitor>

/** A store whose sign-ins reach `person` for the recovery code (the connector's views do that in the modal). */
function store(service: ReturnType<typeof fakeAuthService>, openStorage: () => Promise<EmbeddedStorage>, person: Visitor = visitor(), extra: { solana?: boolean } = {}): EmbeddedSessionStore {
  const inner = createEmbeddedSessionStore({ client: service.client, openStorage, ...(extra.solana ? { solanaScheme: ed25519Scheme } : {}) })
  return { ...inner, signIn: (session, options) => inner.signIn(session, { recovery: person.prompt, ...options }) }
}

/** The recovery share the service holds, opened with the visitor's code (only the visitor can). */
async function openedRecoveryShare(stored: WalletShares, person: Visitor, userId: string, curve: 'secp256k1' | 'ed25519' = 'secp256k1') {
  return openRecoveryShare(person.codes[0]!, stored.sealedRecoveryShare!, recoveryContext(userId, curve, stored.address))
}

async function signs(account: ReturnType<ReturnType<typeof store>['account']>, address: string | null) {
  const signature = await account!.signMessage({ message: 'airlock' })
  expect(await recoverMessageAddress({ message: 'airlock', signature })).toBe(address)
}

describe('createEmbeddedSessionStore: sign-in', () => {
  it('creates a key for a new user, shows its recovery code once, then uploads the auth share and the sealed recovery share, and signs as it', async () => {
    const service = fakeAuthService()
    const person = visitor()
    const wallet = store(service, browser().open, person)
    const snapshot = await wallet.signIn(service.signIn('email:a@b.example'))
    expect(person.shown).toBe(1)
    expect(person.asked).toBe(0)
    expect(person.persistentSeen).toEqual([true])
    expect(snapshot).toMatchObject({ status: 'signedIn', user: { id: 'email:a@b.example', email: 'a@b.example', provider: 'email' }, persistent: true })
    expect(snapshot.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(wallet.keySource()).toBe('created')
    const stored = service.shares.get('email:a@b.example')!
    expect(stored.address).toBe(snapshot.address)
    expect(bytesBase64.decode(stored.authShare)).toHaveLength(33)
    expect(stored.recoveryShare).toBeUndefined()
    expect(bytesBase64.decode(stored.sealedRecoveryShare!)).toHaveLength(78)
    expect(await openedRecoveryShare(stored, person, 'email:a@b.example')).toHaveLength(33)
    await signs(wallet.account(), snapshot.address)
  })

  it('a visitor who leaves at the recovery code leaves nothing at the service and stays signed out', async () => {
    const service = fakeAuthService()
    const person = Object.assign(visitor(), { leaves: true })
    const wallet = store(service, browser().open, person)
    await expect(wallet.signIn(service.signIn('email:a@b.example'))).rejects.toMatchObject({ code: 4001 })
    expect(service.shares.size).toBe(0)
    expect(service.calls).toEqual(['getShares'])
    expect(wallet.snapshot().status).toBe('signedOut')
  })

  it('a reload restores the session (GET /v1/auth/session) and the key from the sealed copy, without the shares', async () => {
    const service = fakeAuthService()
    const profile = browser()
    const first = await store(service, profile.open).signIn(service.signIn('email:a@b.example'))
    service.calls.length = 0
    const reloaded = store(service, profile.open)
    expect(await reloaded.restore()).toEqual(first)
    expect(reloaded.keySource()).toBe('vault')
    expect(service.calls).toEqual(['session'])
    await signs(reloaded.account(), first.address)
  })

  it('a new browser needs the session and the recovery code: a wrong code is refused, the right one rebuilds the same address', async () => {
    const service = fakeAuthService()
    const person = visitor()
    const first = await store(service, browser().open, person).signIn(service.signIn('google:1'))
    const elsewhere = store(service, browser().open, person)
    expect(await elsewhere.restore()).toMatchObject({ status: 'signedOut' })
    const tried: string[] = []
    const typing: RecoveryPrompt = {
      confirmNewCode: () => Promise.reject(new Error('no new code expected')),
      async askForCode(tryCode) {
        for (const code of ['0123A-BCDEF-GHJK1-MNPQR-STVWX', 'not a code', person.codes[0]!]) {
          const outcome = await tryCode(code).then(() => 'opened', (e: unknown) => (e instanceof EmbeddedKeyError ? e.reason : 'other'))
          tried.push(outcome)
          if (outcome === 'opened') return
        }
      },
    }
    const inner = createEmbeddedSessionStore({ client: service.client, openStorage: browser().open })
    const again = await inner.signIn(service.signIn('google:1'), { recovery: typing })
    expect(tried).toEqual(['RECOVERY_CODE_WRONG', 'RECOVERY_CODE_MALFORMED', 'opened'])
    expect(again.address).toBe(first.address)
    expect(inner.keySource()).toBe('auth+recovery')
    await signs(inner.account(), first.address)
    // The same through the helper: asked once, nothing new shown.
    expect((await elsewhere.signIn(service.signIn('google:1'))).address).toBe(first.address)
    expect([person.shown, person.asked]).toEqual([1, 1])
  })

  it('a new browser without anyone to ask (a reload) fails with RECOVERY_NEEDED, never with a key', async () => {
    const service = fakeAuthService()
    await store(service, browser().open).signIn(service.signIn('google:2'))
    const bare = createEmbeddedSessionStore({ client: service.client, openStorage: browser().open })
    await expect(bare.signIn(service.signIn('google:2'))).rejects.toMatchObject({ reason: 'RECOVERY_NEEDED' })
    expect(bare.account()).toBeNull()
  })

  it('with an unreadable sealed key, the device share and the auth share rebuild it', async () => {
    const service = fakeAuthService()
    const profile = browser()
    const first = await store(service, profile.open).signIn(service.signIn('u1'))
    const storage = await profile.open()
    const record = (await storage.getKey('u1', 'secp256k1'))!
    expect(record.sealedDeviceShare).toBeDefined()
    record.sealedSecret!.ciphertext[0] = record.sealedSecret!.ciphertext[0]! ^ 1
    await storage.putKey(record)
    // Spoil the sealed recovery share and send a visitor who knows no code: only device + auth can work.
    const stored = service.shares.get('u1')!
    service.shares.set('u1', { address: stored.address, authShare: stored.authShare, sealedRecoveryShare: bytesBase64.encode(new Uint8Array(78).fill(1)) })
    const forgetful = visitor()
    const reloaded = store(service, profile.open, forgetful)
    expect((await reloaded.restore()).address).toBe(first.address)
    expect(reloaded.keySource()).toBe('device+auth')
    expect(forgetful.asked + forgetful.shown).toBe(0)
  })

  it('shares stored under another address fail (the address is sealed in) and leave the store signed out', async () => {
    const service = fakeAuthService()
    const person = visitor()
    await store(service, browser().open, person).signIn(service.signIn('u1'))
    const stored = service.shares.get('u1')!
    service.shares.set('u1', { ...stored, address: '0x' + '2'.repeat(40) })
    const wallet = store(service, browser().open, person)
    await expect(wallet.signIn(service.signIn('u1'))).rejects.toMatchObject({ name: 'EmbeddedKeyError', reason: 'RECOVERY_CODE_WRONG' })
    expect(wallet.snapshot().status).toBe('signedOut')
    expect(wallet.account()).toBeNull()
  })

  it("a second tab that uploaded first wins the 409 race: this tab recovers its wallet with that tab's code", async () => {
    const service = fakeAuthService()
    const person = visitor()
    const otherSecret = secp256k1Scheme.generate()
    const otherAddress = secp256k1Scheme.addressOf(otherSecret)
    const otherShares = await splitKey(otherSecret)
    const otherCode = '0123A-BCDEF-GHJK1-MNPQR-STVWX'
    const sealed = await sealRecoveryShare(otherCode, otherShares.recoveryShare, recoveryContext('u1', 'secp256k1', otherAddress))
    // The other tab's upload lands between this tab's GET (no wallet yet) and its PUT; the visitor kept its code too.
    service.hooks.beforePut = (userId) => {
      service.hooks.beforePut = undefined
      person.codes.push(otherCode)
      service.shares.set(userId, { address: otherAddress, authShare: bytesBase64.encode(otherShares.authShare), sealedRecoveryShare: sealed })
    }
    const mine = store(service, browser().open, person)
    const snapshot = await mine.signIn(service.signIn('u1'))
    expect(service.calls).toEqual(['getShares', 'putShares', 'getShares'])
    expect(snapshot.address).toBe(otherAddress)
    expect(mine.keySource()).toBe('auth+recovery')
    await signs(mine.account(), otherAddress)
  })

  it('refuses a session of another project', async () => {
    const service = fakeAuthService('p1')
    const foreign = fakeAuthService('p2').signIn('u1')
    await expect(store(service, browser().open).signIn(foreign)).rejects.toMatchObject({ reason: 'PROJECT_NOT_ALLOWED' })
    expect(service.calls).toEqual([])
  })
})

describe('createEmbeddedSessionStore: restore', () => {
  it('forgets a session the service ended (401) and stays signed out', async () => {
    const service = fakeAuthService()
    const profile = browser()
    const session = service.signIn('u1')
    await store(service, profile.open).signIn(session)
    service.sessions.delete(session.token)
    expect(await store(service, profile.open).restore()).toMatchObject({ status: 'signedOut' })
    expect(await (await profile.open()).getSession('p1')).toBeUndefined()
  })

  it('drops an expired saved session without asking the service', async () => {
    const service = fakeAuthService()
    const profile = browser()
    await store(service, profile.open).signIn(service.signIn('u1'))
    service.calls.length = 0
    const later = createEmbeddedSessionStore({ client: service.client, openStorage: profile.open, now: () => Date.now() + 7_200_000 })
    expect((await later.restore()).status).toBe('signedOut')
    expect(service.calls).toEqual([])
  })

  it('keeps the saved session when the service is unreachable, and says so', async () => {
    const service = fakeAuthService()
    const profile = browser()
    await store(service, profile.open).signIn(service.signIn('u1'))
    const offline = { ...service.client, session: async () => Promise.reject(new AuthRequestError({ reason: 'TIMEOUT', message: 'The request timed out.', status: 0 })) }
    await expect(createEmbeddedSessionStore({ client: offline, openStorage: profile.open }).restore()).rejects.toMatchObject({ reason: 'TIMEOUT' })
    expect(await (await profile.open()).getSession('p1')).toBeDefined()
  })
})

describe('createEmbeddedSessionStore: storage denied', () => {
  it('works in memory for the page, tells the recovery step so, and a reload signs in again with the code to the same address', async () => {
    const service = fakeAuthService()
    const person = visitor()
    const page = store(service, async () => createMemoryStorage(), person)
    const first = await page.signIn(service.signIn('u1'))
    expect(first.persistent).toBe(false)
    await signs(page.account(), first.address)
    const reloaded = store(service, async () => createMemoryStorage(), person)
    expect((await reloaded.restore()).status).toBe('signedOut')
    const again = await reloaded.signIn(service.signIn('u1'))
    expect(again.address).toBe(first.address)
    expect(reloaded.keySource()).toBe('auth+recovery')
    expect([person.shown, person.asked]).toEqual([1, 1])
    expect(person.persistentSeen).toEqual([false, false])
  })
})

describe('createEmbeddedSessionStore: a storage write that fails', () => {
  it('keeps the wallet working for the page and reports it as not persistent', async () => {
    const service = fakeAuthService()
    const profile = browser()
    const full = async (): Promise<EmbeddedStorage> => ({ ...(await profile.open()), putKey: async () => Promise.reject(new DOMException('quota', 'QuotaExceededError')) })
    const wallet = store(service, full)
    const snapshot = await wallet.signIn(service.signIn('u1'))
    expect(snapshot.persistent).toBe(false)
    await signs(wallet.account(), snapshot.address)
    expect(service.shares.get('u1')?.address).toBe(snapshot.address)
  })
})

describe('createEmbeddedSessionStore: sign-out', () => {
  it("ends the session, drops the key and the sealed copy (the device share alone stays), nobody else's data touched", async () => {
    const service = fakeAuthService()
    const profile = browser()
    const other = await store(service, profile.open).signIn(service.signIn('u2'))
    const wallet = store(service, profile.open)
    const session = service.signIn('u1')
    await wallet.signIn(session)
    const account = wallet.account()!
    await wallet.signOut()
    expect(service.sessions.has(session.token)).toBe(false)
    expect(wallet.snapshot()).toEqual({ status: 'signedOut', user: null, address: null, solanaAddress: null, expiresAt: null, persistent: false })
    expect(wallet.account()).toBeNull()
    await expect(account.signMessage({ message: 'x' })).rejects.toMatchObject({ reason: 'KEY_DROPPED' })
    const storage = await profile.open()
    const left = await storage.getKey('u1', 'secp256k1')
    expect(left?.sealedSecret).toBeUndefined()
    expect(left?.sealedDeviceShare).toBeDefined()
    expect(await storage.getSession('p1')).toBeUndefined()
    expect(await storage.getKey('u2', 'secp256k1')).toBeDefined()
    expect(await store(service, profile.open).restore()).toMatchObject({ status: 'signedOut' })
    expect(other.address).not.toBe(null)
  })

  it('coming back to the same browser after sign-out needs no recovery code (device + auth share)', async () => {
    const service = fakeAuthService()
    const profile = browser()
    const first = await store(service, profile.open).signIn(service.signIn('u1'))
    const wallet = store(service, profile.open)
    await wallet.restore()
    await wallet.signOut()
    const forgetful = visitor()
    const back = store(service, profile.open, forgetful)
    expect((await back.signIn(service.signIn('u1'))).address).toBe(first.address)
    expect(back.keySource()).toBe('device+auth')
    expect(forgetful.asked + forgetful.shown).toBe(0)
  })

  it('clears local data even when the service cannot be reached', async () => {
    const service = fakeAuthService()
    const profile = browser()
    const failingLogout = { ...service.client, logout: async () => Promise.reject(new AuthRequestError({ reason: 'NETWORK', message: 'An error occurred', status: 0 })) }
    const wallet = createEmbeddedSessionStore({ client: failingLogout, openStorage: profile.open })
    await wallet.signIn(service.signIn('u1'), { recovery: visitor().prompt })
    await wallet.signOut()
    expect((await (await profile.open()).getKey('u1', 'secp256k1'))?.sealedSecret).toBeUndefined()
  })
})

describe('createEmbeddedSessionStore: no key material leaves', () => {
  it('nothing the public API returns or stores holds the secret, a share or the token', async () => {
    const service = fakeAuthService()
    const profile = browser()
    const person = visitor()
    const wallet = store(service, profile.open, person)
    const session = service.signIn('email:a@b.example')
    const results: unknown[] = [await wallet.signIn(session), wallet.snapshot(), wallet.account(), wallet.keySource()]
    const reloaded = store(service, profile.open)
    results.push(await reloaded.restore(), reloaded.snapshot(), reloaded.account())
    const mismatch = store(service, browser().open, person)
    service.shares.set('email:a@b.example', { ...service.shares.get('email:a@b.example')!, address: '0x' + '3'.repeat(40) })
    results.push(await mismatch.signIn(service.signIn('email:a@b.example')).catch((e: Error) => ({ json: (e as AuthRequestError).toJSON(), text: String(e), stack: e.stack })))

    // What must never appear: the secret (rebuilt here with the visitor's code), every share, the code, the token.
    const stored = { ...service.shares.get('email:a@b.example')!, address: (results[0] as { address: string }).address } as WalletShares
    const authShare = bytesBase64.decode(stored.authShare)
    const recoveryShare = await openedRecoveryShare(stored, person, 'email:a@b.example')
    const secret = await combine([authShare, recoveryShare])
    const record = (await (await profile.open()).getKey('email:a@b.example', 'secp256k1'))!
    const forbidden = [bytesToHex(secret).slice(2), bytesBase64.encode(secret), stored.authShare, bytesToHex(recoveryShare).slice(2), bytesToHex(authShare).slice(2), session.token, person.codes[0]!, person.codes[0]!.replace(/-/g, '')]

    // Redux-able form: JSON, plus the byte arrays spelled out as hex in case a view keeps them.
    const serialise = (value: unknown) =>
      JSON.stringify(value, (_key, v: unknown) => (v instanceof Uint8Array ? bytesToHex(v) : typeof v === 'function' ? String(v) : v)) ?? ''
    const publicText = results.map(serialise).join('\n').toLowerCase()
    for (const needle of forbidden) expect(publicText).not.toContain(needle.toLowerCase())

    // The record at rest: only the CryptoKey, the address and ciphertext; nothing readable.
    expect(record.wrappingKey.extractable).toBe(false)
    const storedText = serialise({ ...record, wrappingKey: null, sessions: await (await profile.open()).getSession('p1').then((s) => ({ ...s, token: null })) }).toLowerCase()
    for (const needle of forbidden) expect(storedText).not.toContain(needle.toLowerCase())
    expect(Object.keys(results[0] as object).sort()).toEqual(['address', 'expiresAt', 'persistent', 'solanaAddress', 'status', 'user'])
  })
})

describe('createEmbeddedSessionStore: the Solana key', () => {
  const solanaStore = (service: ReturnType<typeof fakeAuthService>, openStorage: () => Promise<EmbeddedStorage>, person: Visitor = visitor()) =>
    store(service, openStorage, person, { solana: true })

  it('creates an ed25519 wallet beside the EVM one with its own shares, restores it from the vault and rebuilds it elsewhere', async () => {
    const service = fakeAuthService()
    const profile = browser()
    const person = visitor()
    const wallet = solanaStore(service, profile.open, person)
    const snapshot = await wallet.signIn(service.signIn('email:sol@b.example'))
    // One recovery code seals both recovery shares: shown once.
    expect(person.shown).toBe(1)
    expect(await openedRecoveryShare(service.shares.get('email:sol@b.example/ed25519')!, person, 'email:sol@b.example', 'ed25519')).toHaveLength(33)
    expect(snapshot.address).toMatch(/^0x[0-9a-fA-F]{40}$/)
    expect(snapshot.solanaAddress).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/)
    expect(service.shares.get('email:sol@b.example/ed25519')?.address).toBe(snapshot.solanaAddress)
    expect(service.shares.get('email:sol@b.example')?.address).toBe(snapshot.address)
    const message = new TextEncoder().encode('airlock on solana')
    const signature = await wallet.solanaAccount()!.signMessage(message)
    expect(ed25519.verify(signature, message, base58.decode(snapshot.solanaAddress!))).toBe(true)

    const reloaded = solanaStore(service, profile.open)
    expect((await reloaded.restore()).solanaAddress).toBe(snapshot.solanaAddress)
    const elsewhere = solanaStore(service, browser().open, person)
    expect((await elsewhere.signIn(service.signIn('email:sol@b.example'))).solanaAddress).toBe(snapshot.solanaAddress)
    // …and opens both in a new browser: asked once.
    expect([person.shown, person.asked]).toEqual([1, 1])

    await elsewhere.signOut()
    expect(elsewhere.solanaAccount()).toBeNull()
    expect(elsewhere.snapshot().solanaAddress).toBeNull()
  })

  it('makes no Solana key without the scheme, and signing out drops it (the signer refuses)', async () => {
    const service = fakeAuthService()
    const plain = store(service, browser().open)
    expect((await plain.signIn(service.signIn('email:evm@b.example'))).solanaAddress).toBeNull()
    expect(service.shares.has('email:evm@b.example/ed25519')).toBe(false)
    const wallet = solanaStore(service, browser().open)
    await wallet.signIn(service.signIn('email:drop@b.example'))
    const signer = wallet.solanaAccount()!
    await wallet.signOut()
    await expect(signer.signMessage(new Uint8Array([1]))).rejects.toMatchObject({ reason: 'KEY_DROPPED' })
  })
})

describe('createEmbeddedSessionStore: a wallet of the old scheme (plain recovery share at the service)', () => {
  it('is re-split on its next sign-in: same address, a new code shown, the plain share gone, the old shares useless', async () => {
    const service = fakeAuthService()
    const secret = secp256k1Scheme.generate()
    const address = secp256k1Scheme.addressOf(secret)
    const old = await splitKey(secret)
    const legacy = { address, authShare: bytesBase64.encode(old.authShare), recoveryShare: bytesBase64.encode(old.recoveryShare) }
    service.shares.set('email:old@b.example', legacy)

    const person = visitor()
    const wallet = store(service, browser().open, person)
    const snapshot = await wallet.signIn(service.signIn('email:old@b.example'))
    expect(snapshot.address).toBe(address)
    expect(wallet.keySource()).toBe('migrated')
    expect(person.shown).toBe(1)
    expect(service.calls).toEqual(['getShares', 'migrateShares'])
    const now = service.shares.get('email:old@b.example')!
    expect(now.recoveryShare).toBeUndefined()
    expect(now.authShare).not.toBe(legacy.authShare)
    await signs(wallet.account(), address)
    // The new auth share with the old recovery share (what an old database dump holds) rebuilds
    // nothing: another key, or none where the two splits drew the same x-coordinate (1 in 255),
    // which combine refuses.
    const rebuilt = await combine([bytesBase64.decode(now.authShare), old.recoveryShare]).then(
      (key) => secp256k1Scheme.addressOf(key).toLowerCase(),
      () => undefined,
    )
    expect(rebuilt).not.toBe(address.toLowerCase())

    // Another browser now needs the new code, and gets the same address.
    const elsewhere = store(service, browser().open, person)
    expect((await elsewhere.signIn(service.signIn('email:old@b.example'))).address).toBe(address)
    expect(elsewhere.keySource()).toBe('auth+recovery')
  })

  it('a visitor who leaves before confirming the new code keeps the old wallet unmigrated (tried again next time)', async () => {
    const service = fakeAuthService()
    const secret = secp256k1Scheme.generate()
    const old = await splitKey(secret)
    service.shares.set('u9', { address: secp256k1Scheme.addressOf(secret), authShare: bytesBase64.encode(old.authShare), recoveryShare: bytesBase64.encode(old.recoveryShare) })
    const wallet = store(service, browser().open, Object.assign(visitor(), { leaves: true }))
    await expect(wallet.signIn(service.signIn('u9'))).rejects.toMatchObject({ code: 4001 })
    expect(service.shares.get('u9')?.recoveryShare).toBeDefined()
    expect(service.calls).not.toContain('migrateShares')
  })
})

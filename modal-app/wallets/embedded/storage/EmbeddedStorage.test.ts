import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import type { AuthSession } from '../../../../shared/authApi'
import { createWrappingKey } from '../keys/createWrappingKey'
import { openSealedBytes } from '../keys/openSealedBytes'
import { sealBytes } from '../keys/sealBytes'
import { createMemoryStorage } from './createMemoryStorage'
import type { EmbeddedStorage, KeyRecord } from './EmbeddedStorage'
import { openIndexedDbStorage } from './openIndexedDbStorage'

const testSession = (projectId: string, userId: string): AuthSession => ({
  token: `token-${userId}`,
  expiresAt: Date.now() + 60_000,
  projectId,
  user: { id: userId, provider: 'email', email: 'a@b.example' },
})

async function record(userId: string, curve: KeyRecord['curve'] = 'secp256k1'): Promise<{ record: KeyRecord; secret: Uint8Array }> {
  const wrappingKey = await createWrappingKey()
  const secret = globalThis.crypto.getRandomValues(new Uint8Array(32))
  return { secret, record: { userId, curve, address: '0x' + '1'.repeat(40), wrappingKey, sealedSecret: await sealBytes(wrappingKey, secret, userId) } }
}

// The behaviour every EmbeddedStorage must have, run against IndexedDB and memory alike.
const kinds: Array<[string, () => Promise<EmbeddedStorage>, boolean]> = [
  ['IndexedDB', () => openIndexedDbStorage(new IDBFactory()), true],
  ['memory', async () => createMemoryStorage(), false],
]

describe.each(kinds)('%s storage', (_name, open, persistent) => {
  it(`reports persistent: ${persistent}`, async () => {
    expect((await open()).persistent).toBe(persistent)
  })

  it('stores a key record whose non-extractable key still opens what it sealed', async () => {
    const storage = await open()
    const { record: r, secret } = await record('email:a@b.example')
    await storage.putKey(r)
    const got = await storage.getKey('email:a@b.example', 'secp256k1')
    expect(got?.wrappingKey).toBeInstanceOf(CryptoKey)
    expect(got?.wrappingKey.extractable).toBe(false)
    expect(await openSealedBytes(got!.wrappingKey, got!.sealedSecret!, 'email:a@b.example')).toEqual(secret)
    expect(await storage.getKey('email:a@b.example', 'ed25519')).toBeUndefined()
    expect(await storage.getKey('google:1', 'secp256k1')).toBeUndefined()
  })

  it("deletes every curve's record of one user and leaves other users alone", async () => {
    const storage = await open()
    await storage.putKey((await record('u1')).record)
    await storage.putKey((await record('u1', 'ed25519')).record)
    await storage.putKey((await record('u2')).record)
    await storage.deleteKeys('u1')
    expect(await storage.getKey('u1', 'secp256k1')).toBeUndefined()
    expect(await storage.getKey('u1', 'ed25519')).toBeUndefined()
    expect(await storage.getKey('u2', 'secp256k1')).toBeDefined()
  })

  it('keeps one session per project', async () => {
    const storage = await open()
    await storage.putSession(testSession('p1', 'u1'))
    await storage.putSession(testSession('p2', 'u2'))
    await storage.putSession(testSession('p1', 'u3'))
    expect((await storage.getSession('p1'))?.user.id).toBe('u3')
    await storage.deleteSession('p1')
    expect(await storage.getSession('p1')).toBeUndefined()
    expect((await storage.getSession('p2'))?.token).toBe('token-u2')
  })

  it('hands out copies, so mutating what was read changes nothing stored', async () => {
    const storage = await open()
    await storage.putSession(testSession('p1', 'u1'))
    const got = await storage.getSession('p1')
    got!.token = 'changed'
    expect((await storage.getSession('p1'))?.token).toBe('token-u1')
  })
})

describe('IndexedDB storage across connections', () => {
  it('a second connection (a reload) reads what the first wrote', async () => {
    const factory = new IDBFactory()
    const first = await openIndexedDbStorage(factory)
    const wrappingKey = await createWrappingKey()
    const secret = globalThis.crypto.getRandomValues(new Uint8Array(32))
    await first.putKey({ userId: 'u1', curve: 'secp256k1', address: '0x' + '1'.repeat(40), wrappingKey, sealedSecret: await sealBytes(wrappingKey, secret, 'u1') })
    await first.putSession(testSession('p1', 'u1'))
    const second = await openIndexedDbStorage(factory)
    const got = await second.getKey('u1', 'secp256k1')
    expect(got?.wrappingKey.extractable).toBe(false)
    expect(await openSealedBytes(got!.wrappingKey, got!.sealedSecret!, 'u1')).toEqual(secret)
    expect((await second.getSession('p1'))?.user.id).toBe('u1')
  })
})

describe('memory storage across a reload', () => {
  it('a new memory storage (the reloaded page) starts empty', async () => {
    const first = createMemoryStorage()
    await first.putSession(testSession('p1', 'u1'))
    expect(await createMemoryStorage().getSession('p1')).toBeUndefined()
  })
})

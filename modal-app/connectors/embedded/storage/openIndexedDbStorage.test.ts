import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { createWrappingKey } from '../keys/createWrappingKey'
import { openSealedBytes } from '../keys/openSealedBytes'
import { sealBytes } from '../keys/sealBytes'
import { describeStorageContract, testSession } from './internal/describeStorageContract'
import { openIndexedDbStorage } from './openIndexedDbStorage'

describeStorageContract('IndexedDB', () => openIndexedDbStorage(new IDBFactory()), true)

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
    expect(await openSealedBytes(got!.wrappingKey, got!.sealedSecret, 'u1')).toEqual(secret)
    expect((await second.getSession('p1'))?.user.id).toBe('u1')
  })
})

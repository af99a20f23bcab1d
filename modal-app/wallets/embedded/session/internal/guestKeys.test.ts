import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { fakeAuthService } from '../../../../testing/fakeAuthService'
import { secp256k1Scheme } from '../../keys/secp256k1Scheme'
import { createMemoryStorage } from '../../storage/createMemoryStorage'
import { openIndexedDbStorage } from '../../storage/openIndexedDbStorage'
import { createGuestKey, guestUserId, openGuestKey, resealGuestKey } from './guestKeys'
import { recoveryCodes } from './recoveryCodes'

const confirmAny = { confirmNewCode: async () => undefined, askForCode: async () => undefined }

describe('guest keys', () => {
  it('are made and sealed under the project’s guest id, and open again only from that record', async () => {
    const storage = await openIndexedDbStorage(new IDBFactory())
    const made = await createGuestKey(storage, secp256k1Scheme, guestUserId('p1'))
    expect((await openGuestKey(storage, secp256k1Scheme, 'guest:p1'))?.address).toBe(made.address)
    expect(await openGuestKey(storage, secp256k1Scheme, 'guest:p2')).toBeUndefined()
    // A record moved to another id no longer opens (the id is sealed in).
    const record = (await storage.getKey('guest:p1', 'secp256k1'))!
    await storage.putKey({ ...record, userId: 'guest:p2' })
    expect(await openGuestKey(storage, secp256k1Scheme, 'guest:p2')).toBeUndefined()
  })

  it('are refused in storage that keeps nothing', async () => {
    await expect(createGuestKey(createMemoryStorage(), secp256k1Scheme, 'guest:p1')).rejects.toMatchObject({ reason: 'STORAGE_DENIED' })
  })

  it('are resealed as a user’s once; a second upload for the same user is METHOD_TAKEN and keeps nothing', async () => {
    const service = fakeAuthService()
    const storage = await openIndexedDbStorage(new IDBFactory())
    const key = await createGuestKey(storage, secp256k1Scheme, 'guest:p1')
    const session = service.signIn('email:a@b.example')
    const deps = { client: service.client, storage, scheme: secp256k1Scheme, codes: recoveryCodes(confirmAny, true) }
    expect(await resealGuestKey(deps, key, session)).toBe(true)
    expect(service.shares.get('email:a@b.example')?.address).toBe(key.address)
    expect(await storage.getKey('email:a@b.example', 'secp256k1')).toMatchObject({ address: key.address })

    const other = await createGuestKey(await openIndexedDbStorage(new IDBFactory()), secp256k1Scheme, 'guest:p1')
    await expect(resealGuestKey(deps, other, session)).rejects.toMatchObject({ reason: 'METHOD_TAKEN' })
    expect(service.shares.get('email:a@b.example')?.address).toBe(key.address)
  })
})

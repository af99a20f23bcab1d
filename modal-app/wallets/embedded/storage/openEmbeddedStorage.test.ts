import { IDBFactory } from 'fake-indexeddb'
import { describe, expect, it } from 'vitest'
import { openEmbeddedStorage } from './openEmbeddedStorage'

describe('openEmbeddedStorage', () => {
  it('uses IndexedDB where storage is allowed', async () => {
    const storage = await openEmbeddedStorage({ storageAllowed: () => true, indexedDB: new IDBFactory() })
    expect(storage.persistent).toBe(true)
  })

  it('keeps everything in memory where storage is denied, without touching IndexedDB', async () => {
    const factory = new IDBFactory()
    let opened = 0
    const spy = { open: (...args: Parameters<IDBFactory['open']>) => (opened++, factory.open(...args)) } as unknown as IDBFactory
    const storage = await openEmbeddedStorage({ storageAllowed: () => false, indexedDB: spy })
    expect(storage.persistent).toBe(false)
    expect(opened).toBe(0)
  })

  it('falls back to memory when the browser refuses the database at open', async () => {
    const denied = {
      open: () => {
        throw new DOMException('The user denied permission to access the database.', 'SecurityError')
      },
    } as unknown as IDBFactory
    expect((await openEmbeddedStorage({ storageAllowed: () => true, indexedDB: denied })).persistent).toBe(false)
  })

  it('falls back to memory when the open request fails', async () => {
    const failing = {
      open: () => {
        const request = { error: new DOMException('denied', 'UnknownError') } as { error: DOMException; onerror?: () => void }
        queueMicrotask(() => request.onerror?.())
        return request
      },
    } as unknown as IDBFactory
    expect((await openEmbeddedStorage({ storageAllowed: () => true, indexedDB: failing })).persistent).toBe(false)
  })
})

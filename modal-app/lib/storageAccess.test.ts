import { afterEach, describe, expect, it, vi } from 'vitest'

// The frame's own storage denied, as Chromium does with third-party storage blocked.
function denyStorage() {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get: () => {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    },
  })
}

function memoryStorage(): Storage {
  const items = new Map<string, string>()
  return {
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (k) => items.get(k) ?? null,
    key: (i) => [...items.keys()][i] ?? null,
    removeItem: (k) => void items.delete(k),
    setItem: (k, v) => void items.set(k, v),
  }
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'localStorage')
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('storageAccess', () => {
  it('asks only where storage is denied and the browser has the API', async () => {
    vi.stubGlobal('indexedDB', {})
    vi.stubGlobal('localStorage', memoryStorage())
    const { canAskForStorage } = await import('./storageAvailable')
    expect(canAskForStorage({ requestStorageAccess: () => Promise.resolve() } as unknown as Document)).toBe(false)
    vi.resetModules()
    denyStorage()
    const again = await import('./storageAvailable')
    expect(again.canAskForStorage({} as Document)).toBe(false)
    expect(again.canAskForStorage({ requestStorageAccess: () => Promise.resolve() } as unknown as Document)).toBe(true)
  })

  it('on a grant with a handle (Chromium), the handle storage becomes the modal storage', async () => {
    denyStorage()
    const granted = memoryStorage()
    const grantedDb = {} as IDBFactory
    const request = vi.fn(() => Promise.resolve({ localStorage: granted, indexedDB: grantedDb }))
    const { askForStorage } = await import('./storageAccess')
    const { storageAvailable } = await import('./storageAvailable')
    expect(storageAvailable()).toBe(false)
    expect(await askForStorage({ requestStorageAccess: request } as unknown as Document)).toBe(true)
    expect(request).toHaveBeenCalledWith({ localStorage: true, indexedDB: true })
    expect(globalThis.localStorage).toBe(granted)
    expect(globalThis.indexedDB).toBe(grantedDb)
    expect(storageAvailable()).toBe(true)
  })

  it('refused, the modal stays in memory and says so', async () => {
    denyStorage()
    const { askForStorage } = await import('./storageAccess')
    const refuse = () => Promise.reject(new DOMException('requestStorageAccess not allowed', 'NotAllowedError'))
    expect(await askForStorage({ requestStorageAccess: refuse } as unknown as Document)).toBe(false)
  })

  it('the in-memory stand-in is not taken for storage after a grant that opened nothing', async () => {
    denyStorage()
    const { fallBackToMemoryStorage } = await import('./fallBackToMemoryStorage')
    fallBackToMemoryStorage()
    const { askForStorage } = await import('./storageAccess')
    // Firefox and WebKit resolve with nothing; here the document's own storage stays the stand-in.
    expect(await askForStorage({ requestStorageAccess: () => Promise.resolve(undefined) } as unknown as Document)).toBe(false)
  })

  it('at start, takes a grant from an earlier visit without a prompt, and asks nothing while the permission is not granted', async () => {
    denyStorage()
    const granted = memoryStorage()
    const request = vi.fn(() => Promise.resolve({ localStorage: granted }))
    const doc = { requestStorageAccess: request } as unknown as Document
    const { resumeStorageAccess } = await import('./storageAccess')
    vi.stubGlobal('indexedDB', {})
    expect(await resumeStorageAccess(doc, { query: () => Promise.resolve({ state: 'prompt' } as PermissionStatus) })).toBe(false)
    expect(request).not.toHaveBeenCalled()
    expect(await resumeStorageAccess(doc, { query: () => Promise.resolve({ state: 'granted' } as PermissionStatus) })).toBe(true)
    expect(globalThis.localStorage).toBe(granted)
  })
})

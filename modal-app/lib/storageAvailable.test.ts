import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('storageAvailable', () => {
  it('is false when reading localStorage throws (storage denied to the iframe), and asks only once', async () => {
    const get = vi.fn(() => {
      throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError')
    })
    Object.defineProperty(globalThis, 'localStorage', { configurable: true, get })
    const { storageAvailable } = await import('./storageAvailable')
    expect(storageAvailable()).toBe(false)
    expect(storageAvailable()).toBe(false)
    expect(get).toHaveBeenCalledOnce()
    Reflect.deleteProperty(globalThis, 'localStorage')
  })
  it('is true with working localStorage and indexedDB', async () => {
    const items = new Map<string, string>()
    vi.stubGlobal('localStorage', { setItem: (k: string, v: string) => items.set(k, v), removeItem: (k: string) => items.delete(k) })
    vi.stubGlobal('indexedDB', {})
    const { storageAvailable } = await import('./storageAvailable')
    expect(storageAvailable()).toBe(true)
    expect(items.size).toBe(0)
  })
})

describe('fallBackToMemoryStorage', () => {
  it('gives a denied document a working in-memory localStorage', async () => {
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get: () => {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    const { fallBackToMemoryStorage } = await import('./fallBackToMemoryStorage')
    fallBackToMemoryStorage()
    localStorage.setItem('a', '1')
    expect([localStorage.getItem('a'), localStorage.length, localStorage.key(0)]).toEqual(['1', 1, 'a'])
    Reflect.deleteProperty(globalThis, 'localStorage')
  })
})

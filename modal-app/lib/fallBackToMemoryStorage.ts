import { storageAvailable } from './storageAvailable'

/**
 * Where the browser denies this document its storage, reading `localStorage` throws. Libraries
 * that read it while their module loads (WalletConnect's storage does) then fail to load at all;
 * give this document an in-memory `localStorage` instead, so they work for the page's lifetime.
 * Only the modal's own document gets it: nothing moves to the host page.
 *
 * @example
 * fallBackToMemoryStorage()
 * await import('@walletconnect/universal-provider')
 */
export function fallBackToMemoryStorage(): void {
  if (storageAvailable() || installed) return
  installed = true
  const items = new Map<string, string>()
  const memory: Storage & { airlockMemory: true } = {
    // Tells storageAvailable this is not the browser's storage.
    airlockMemory: true,
    get length() {
      return items.size
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(String(key)) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(String(key)),
    setItem: (key, value) => void items.set(String(key), String(value)),
  }
  Object.defineProperty(globalThis, 'localStorage', { configurable: true, value: memory })
}

let installed = false

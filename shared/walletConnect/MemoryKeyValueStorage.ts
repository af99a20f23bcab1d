import type { IKeyValueStorage } from '@walletconnect/keyvaluestorage'

/**
 * In-memory storage for a WalletConnect core: nothing touches disk, and each client instance
 * starts empty. The local stack's wallets use it, and so does the modal where the browser denies
 * its iframe storage (the session then lives for the page's lifetime).
 *
 * @example
 * await SignClient.init({ projectId: 'airlock-demo', storage: new MemoryKeyValueStorage() })
 */
export class MemoryKeyValueStorage implements IKeyValueStorage {
  private readonly items = new Map<string, unknown>()

  async getKeys(): Promise<string[]> {
    return [...this.items.keys()]
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    return [...this.items.entries()] as [string, T][]
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return this.items.get(key) as T | undefined
  }

  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    this.items.set(key, value)
  }

  async removeItem(key: string): Promise<void> {
    this.items.delete(key)
  }
}

import type { AuthSession } from '../../../../shared/authApi'
import { type EmbeddedStorage, type KeyRecord, KEY_CURVES } from './EmbeddedStorage'

/** The modal origin's database of the embedded wallet. */
export const EMBEDDED_DB_NAME = 'airlock-embedded-wallet'
const KEYS = 'keys'
const SESSIONS = 'sessions'

/**
 * Opens the embedded wallet's IndexedDB database in the modal's origin: `keys` (one record per
 * user and curve, holding the non-extractable wrapping CryptoKey beside what it seals) and
 * `sessions` (one per project). Rejects when the browser refuses the database (denied third-party
 * storage, private modes); {@link openEmbeddedStorage} then falls back to memory.
 *
 * @example
 * const storage = await openIndexedDbStorage(globalThis.indexedDB)
 * await storage.putSession(session)
 */
export async function openIndexedDbStorage(factory: IDBFactory, name = EMBEDDED_DB_NAME): Promise<EmbeddedStorage> {
  const db = await settle<IDBDatabase>(() => {
    const request = factory.open(name, 1)
    request.onupgradeneeded = () => {
      request.result.createObjectStore(KEYS, { keyPath: ['userId', 'curve'] })
      request.result.createObjectStore(SESSIONS, { keyPath: 'projectId' })
    }
    return request
  })
  // Another tab deleting or upgrading the database: let it, this connection is done.
  db.onversionchange = () => db.close()
  const run = <T>(store: string, mode: IDBTransactionMode, act: (s: IDBObjectStore) => IDBRequest) =>
    settle<T>(() => act(db.transaction(store, mode).objectStore(store)), true)
  return {
    persistent: true,
    getKey: (userId, curve) => run<KeyRecord | undefined>(KEYS, 'readonly', (s) => s.get([userId, curve])),
    putKey: async (record) => void (await run(KEYS, 'readwrite', (s) => s.put(record))),
    deleteKeys: async (userId) => {
      for (const curve of KEY_CURVES) await run(KEYS, 'readwrite', (s) => s.delete([userId, curve]))
    },
    getSession: (projectId) => run<AuthSession | undefined>(SESSIONS, 'readonly', (s) => s.get(projectId)),
    putSession: async (session) => void (await run(SESSIONS, 'readwrite', (s) => s.put(session))),
    deleteSession: async (projectId) => void (await run(SESSIONS, 'readwrite', (s) => s.delete(projectId))),
  }
}

/**
 * A request as a promise. With `committed`, it resolves only when the request's transaction has
 * committed, so a write is durable before the caller goes on (e.g. before shares are uploaded).
 */
function settle<T>(start: () => IDBRequest | IDBOpenDBRequest, committed = false): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    let request: IDBRequest
    try {
      request = start()
    } catch (error) {
      reject(error)
      return
    }
    request.onerror = () => reject(request.error)
    if ('onblocked' in request) request.onblocked = () => reject(new Error('the embedded wallet database is blocked by another tab'))
    if (!committed || !request.transaction) {
      request.onsuccess = () => resolve(request.result as T)
      return
    }
    const transaction = request.transaction
    transaction.oncomplete = () => resolve(request.result as T)
    transaction.onabort = () => reject(transaction.error ?? new Error('the embedded wallet database transaction was aborted'))
  })
}

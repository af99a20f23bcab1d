/** The modal origin's database of smart-session grants (its own, apart from the wallet's keys). */
export const GRANTS_DB_NAME = 'airlock-smart-sessions'
const GRANTS = 'grants'

/** What a change to one record decides: `next` is written (null deletes it, undefined leaves it) and `result` returned. */
export interface RecordChange<T> {
  next?: unknown
  result: T
}

/**
 * Where grants live: one record per context. `update` reads a record, lets `change` decide and
 * writes in ONE step no other tab can come between (an IndexedDB readwrite transaction: the
 * browser runs those on one object store one after another, across every page of the origin), so
 * a check-and-book can't be raced and a delete can't be written back by a stale copy. `change`
 * throwing aborts the step and rejects with its error: nothing is written.
 */
export interface GrantRecords {
  /** Whether the records outlive the page (false: denied storage, memory for this page only). */
  readonly persistent: boolean
  update<T>(key: string, change: (stored: unknown) => RecordChange<T>): Promise<T>
  /** Deletes the records `keep` rejects (expired or malformed) in one step. */
  prune(keep: (stored: unknown) => boolean): Promise<void>
  clear(): Promise<void>
}

/**
 * Opens the grants database in the modal's origin; with no factory, or when the browser refuses it
 * (denied third-party storage, private modes) or does not answer within `timeoutMs`, the grants
 * live in memory for this page only.
 *
 * @example
 * const records = await openGrantRecords(globalThis.indexedDB)
 * await records.update(context, (stored) => ({ next: book(stored), result: undefined }))
 */
export async function openGrantRecords(factory: IDBFactory | null | undefined, name = GRANTS_DB_NAME, timeoutMs = 3_000): Promise<GrantRecords> {
  if (!factory) return memoryRecords()
  try {
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(name, 1)
      const timer = setTimeout(() => reject(new Error('the grants database did not open')), timeoutMs)
      request.onupgradeneeded = () => void request.result.createObjectStore(GRANTS)
      request.onsuccess = () => {
        clearTimeout(timer)
        resolve(request.result)
      }
      request.onerror = () => {
        clearTimeout(timer)
        reject(request.error ?? new Error('the grants database was refused'))
      }
      request.onblocked = () => {
        clearTimeout(timer)
        reject(new Error('the grants database is blocked by another tab'))
      }
    })
    // Another tab upgrading or deleting the database: let it; this connection is done.
    db.onversionchange = () => db.close()
    return databaseRecords(db)
  } catch {
    return memoryRecords()
  }
}

function databaseRecords(db: IDBDatabase): GrantRecords {
  const step = <T>(act: (store: IDBObjectStore, fail: (error: unknown) => void) => () => T) =>
    new Promise<T>((resolve, reject) => {
      let failure: { error: unknown } | undefined
      let tx: IDBTransaction
      try {
        tx = db.transaction(GRANTS, 'readwrite')
      } catch (error) {
        reject(error)
        return
      }
      const fail = (error: unknown) => {
        failure ??= { error }
        try {
          tx.abort()
        } catch {
          // Already finished: the abort handler below has the error.
        }
      }
      const result = act(tx.objectStore(GRANTS), fail)
      tx.oncomplete = () => (failure ? reject(failure.error) : resolve(result()))
      tx.onabort = () => reject(failure ? failure.error : (tx.error ?? new Error('the grants database refused the change')))
    })
  return {
    persistent: true,
    update: (key, change) =>
      step((store, fail) => {
        let outcome: RecordChange<unknown> | undefined
        const read = store.get(key)
        read.onsuccess = () => {
          try {
            // Synchronous between the read and the write, so the transaction stays active and nothing interleaves.
            outcome = change(read.result)
            if (outcome.next === null) store.delete(key)
            else if (outcome.next !== undefined) store.put(outcome.next, key)
          } catch (error) {
            fail(error)
          }
        }
        return () => outcome!.result as never
      }),
    prune: (keep) =>
      step((store) => {
        const cursor = store.openCursor()
        cursor.onsuccess = () => {
          const at = cursor.result
          if (!at) return
          if (!keep(at.value)) at.delete()
          at.continue()
        }
        return () => undefined
      }),
    clear: () => step((store) => (store.clear(), () => undefined)),
  }
}

function memoryRecords(): GrantRecords {
  const records = new Map<string, unknown>()
  return {
    persistent: false,
    async update(key, change) {
      const { next, result } = change(records.get(key))
      if (next === null) records.delete(key)
      else if (next !== undefined) records.set(key, next)
      return result
    },
    async prune(keep) {
      for (const [key, value] of records) if (!keep(value)) records.delete(key)
    },
    async clear() {
      records.clear()
    },
  }
}

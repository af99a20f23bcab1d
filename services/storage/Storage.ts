/** An event as stored: an analytics event, or any other append-only record. */
export interface StoredEvent<T = unknown> {
  id: number
  /** What kind of record, e.g. `analytics`. */
  kind: string
  projectId: string | null
  payload: T
  /** Milliseconds since the epoch, when the service received it. */
  createdAt: number
}

export interface NewEvent<T = unknown> {
  kind: string
  projectId?: string | null
  payload: T
  createdAt?: number
}

export interface EventQuery {
  kind?: string
  projectId?: string
  /** Only events with a larger id (for tailing). */
  afterId?: number
  /** At most this many, oldest first; 100 by default, 1000 at most. */
  limit?: number
}

/** A key-value entry of one namespace (names, sessions, …). */
export interface KvEntry<T = unknown> {
  key: string
  value: T
  updatedAt: number
}

/**
 * What the local services keep, behind one small asynchronous interface so a deployment can
 * plug in a server database: an append-only event log (`events`) and namespaced key-value
 * tables (`kv`, e.g. namespace `identity` for names and avatars, `sessions` for sign-in sessions).
 * Values are
 * JSON-serialisable.
 *
 * @example
 * await storage.events.add({ kind: 'analytics', projectId: 'airlock-demo', payload: { eventId: 'e1' } })
 * await storage.kv.set('identity', '0xabc…', { name: 'alice.airlock', avatar: null })
 */
export interface Storage {
  events: {
    add<T>(event: NewEvent<T>): Promise<StoredEvent<T>>
    list<T = unknown>(query?: EventQuery): Promise<StoredEvent<T>[]>
    /** Deletes the events of `kind` received before `before` (ms since epoch); returns how many went. */
    prune(kind: string, before: number): Promise<number>
  }
  kv: {
    get<T = unknown>(namespace: string, key: string): Promise<T | undefined>
    set<T>(namespace: string, key: string, value: T): Promise<void>
    delete(namespace: string, key: string): Promise<boolean>
    list<T = unknown>(namespace: string): Promise<KvEntry<T>[]>
  }
  close(): Promise<void>
}

import { join } from 'node:path'
import type Database from 'better-sqlite3'
import { stateRoot, type Profile } from '../internal/paths'
import { migrations } from './migrations'
import { openSqlite } from './openSqlite'
import type { EventQuery, KvEntry, NewEvent, Storage, StoredEvent } from './Storage'

interface EventRow {
  id: number
  kind: string
  project_id: string | null
  payload: string
  created_at: number
}

/**
 * The default database file of a profile: `.airlock/<profile>/airlock.sqlite`.
 *
 * @example
 * defaultDatabasePath('dev') // '/…/.airlock/dev/airlock.sqlite'
 */
export function defaultDatabasePath(profile: Profile): string {
  return join(stateRoot, profile, 'airlock.sqlite')
}

/**
 * {@link Storage} on a real SQLite file (better-sqlite3): created with its folder on open, WAL
 * journal, migrations applied in one transaction. The calls are synchronous underneath and
 * wrapped in promises so the interface fits a server database too.
 *
 * @example
 * const storage = SqliteStorage.open({ path: defaultDatabasePath('dev') })
 * await storage.events.add({ kind: 'analytics', payload: { eventId: 'e1' } })
 * await storage.close()
 */
export class SqliteStorage implements Storage {
  readonly path: string
  private readonly db: Database.Database

  private constructor(path: string) {
    this.path = path
    this.db = openSqlite(path, migrations)
  }

  /** Opens (creating if needed) and migrates the database at `path`. */
  static open({ path }: { path: string }): SqliteStorage {
    return new SqliteStorage(path)
  }

  /** The schema version the file is at after opening. */
  get schemaVersion(): number {
    return this.db.pragma('user_version', { simple: true }) as number
  }

  /** The journal mode in effect (`wal` for a file database). */
  get journalMode(): string {
    return this.db.pragma('journal_mode', { simple: true }) as string
  }

  readonly events: Storage['events'] = {
    add: async <T>(event: NewEvent<T>): Promise<StoredEvent<T>> => {
      const createdAt = event.createdAt ?? Date.now()
      const projectId = event.projectId ?? null
      const info = this.db
        .prepare('INSERT INTO events (kind, project_id, payload, created_at) VALUES (?, ?, ?, ?)')
        .run(event.kind, projectId, JSON.stringify(event.payload), createdAt)
      return { id: Number(info.lastInsertRowid), kind: event.kind, projectId, payload: event.payload, createdAt }
    },
    list: async <T>(query: EventQuery = {}): Promise<StoredEvent<T>[]> => {
      const where: string[] = ['id > ?']
      const args: (string | number)[] = [query.afterId ?? 0]
      if (query.kind !== undefined) {
        where.push('kind = ?')
        args.push(query.kind)
      }
      if (query.projectId !== undefined) {
        where.push('project_id = ?')
        args.push(query.projectId)
      }
      const limit = Math.min(Math.max(query.limit ?? 100, 1), 1000)
      const rows = this.db
        .prepare(`SELECT * FROM events WHERE ${where.join(' AND ')} ORDER BY id LIMIT ${limit}`)
        .all(...args) as EventRow[]
      return rows.map((r) => ({ id: r.id, kind: r.kind, projectId: r.project_id, payload: JSON.parse(r.payload) as T, createdAt: r.created_at }))
    },
    prune: async (kind: string, before: number): Promise<number> => {
      return this.db.prepare('DELETE FROM events WHERE kind = ? AND created_at < ?').run(kind, before).changes
    },
  }

  readonly kv: Storage['kv'] = {
    get: async <T>(namespace: string, key: string): Promise<T | undefined> => {
      const row = this.db.prepare('SELECT value FROM kv WHERE namespace = ? AND key = ?').get(namespace, key) as { value: string } | undefined
      return row ? (JSON.parse(row.value) as T) : undefined
    },
    set: async <T>(namespace: string, key: string, value: T): Promise<void> => {
      this.db
        .prepare('INSERT INTO kv (namespace, key, value, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (namespace, key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at')
        .run(namespace, key, JSON.stringify(value), Date.now())
    },
    delete: async (namespace: string, key: string): Promise<boolean> => {
      return this.db.prepare('DELETE FROM kv WHERE namespace = ? AND key = ?').run(namespace, key).changes > 0
    },
    list: async <T>(namespace: string): Promise<KvEntry<T>[]> => {
      const rows = this.db.prepare('SELECT key, value, updated_at FROM kv WHERE namespace = ? ORDER BY key').all(namespace) as { key: string; value: string; updated_at: number }[]
      return rows.map((r) => ({ key: r.key, value: JSON.parse(r.value) as T, updatedAt: r.updated_at }))
    },
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close()
  }
}

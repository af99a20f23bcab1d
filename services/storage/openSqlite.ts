import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'

/**
 * Opens a SQLite file the way every local service keeps one: its folder created, WAL journal,
 * `synchronous = NORMAL`, a 2 s busy timeout, and the `migrations` not yet applied run in one
 * transaction (`PRAGMA user_version` counts them). A file from newer code is refused rather
 * than misread.
 *
 * @example
 * const db = openSqlite(join(stateDir, 'auth.sqlite'), authMigrations)
 */
export function openSqlite(path: string, migrations: readonly string[]): Database.Database {
  if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path)
  db.pragma('journal_mode = WAL')
  db.pragma('synchronous = NORMAL')
  db.pragma('busy_timeout = 2000')
  const from = db.pragma('user_version', { simple: true }) as number
  if (from > migrations.length) {
    db.close()
    throw new Error(`${path} has schema ${from}, newer than this code (${migrations.length})`)
  }
  db.transaction(() => {
    for (let v = from; v < migrations.length; v++) db.exec(migrations[v]!)
    db.pragma(`user_version = ${migrations.length}`)
  })()
  return db
}

import Database from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { authMigrations } from './authMigrations'
import { authPostgresMigrations } from './authPostgresMigrations'

/** Table → column names of the SQLite schema, read from a database migrated in memory. */
function sqliteTables(): Record<string, string[]> {
  const db = new Database(':memory:')
  for (const step of authMigrations) db.exec(step)
  const names = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string }[]
  const tables = Object.fromEntries(names.map(({ name }) => [name, (db.pragma(`table_info(${name})`) as { name: string }[]).map((c) => c.name).sort()]))
  db.close()
  return tables
}

/** Table → column names of the Postgres schema, read from its CREATE TABLE and ALTER TABLE … ADD COLUMN statements. */
function postgresTables(): Record<string, string[]> {
  const tables: Record<string, string[]> = {}
  const steps = authPostgresMigrations.join('\n')
  for (const [, name, body] of steps.matchAll(/CREATE TABLE (\w+) \(([^;]*)\);/g)) {
    tables[name!] = body!.split('\n').map((line) => /^\s*(\w+)\s/.exec(line)?.[1]).filter((c): c is string => c !== undefined && c !== 'PRIMARY')
  }
  for (const [, name, column] of steps.matchAll(/ALTER TABLE (\w+) ADD COLUMN (\w+)\s/g)) tables[name!]!.push(column!)
  return Object.fromEntries(Object.entries(tables).map(([name, columns]) => [name, columns.sort()]))
}

describe('authPostgresMigrations', () => {
  it('has every table and column of the SQLite auth schema (the rate-limit table named auth_rate_buckets)', () => {
    const { rate_buckets: buckets, ...sqlite } = sqliteTables()
    const { auth_rate_buckets: pgBuckets, ...postgres } = postgresTables()
    expect(postgres).toEqual(sqlite)
    expect(pgBuckets).toEqual(buckets)
  })
})

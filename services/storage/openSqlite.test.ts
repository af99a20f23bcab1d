import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openSqlite } from './openSqlite'

describe('openSqlite', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((d) => rmSync(d, { recursive: true, force: true })))
  const file = () => {
    const dir = mkdtempSync(join(tmpdir(), 'airlock-sqlite-'))
    dirs.push(dir)
    return join(dir, 'nested', 'db.sqlite')
  }

  it('creates the folder, uses WAL and applies only the steps not yet applied', () => {
    const path = file()
    const one = openSqlite(path, ['CREATE TABLE a (x INTEGER)'])
    expect(one.pragma('journal_mode', { simple: true })).toBe('wal')
    one.prepare('INSERT INTO a VALUES (1)').run()
    one.close()
    const two = openSqlite(path, ['CREATE TABLE a (x INTEGER)', 'CREATE TABLE b (y INTEGER)'])
    expect(two.pragma('user_version', { simple: true })).toBe(2)
    expect(two.prepare('SELECT x FROM a').all()).toEqual([{ x: 1 }])
    two.close()
  })

  it('refuses a file written by newer code', () => {
    const path = file()
    openSqlite(path, ['CREATE TABLE a (x INTEGER)', 'CREATE TABLE b (y INTEGER)']).close()
    expect(() => openSqlite(path, ['CREATE TABLE a (x INTEGER)'])).toThrow('has schema 2, newer than this code (1)')
  })
})

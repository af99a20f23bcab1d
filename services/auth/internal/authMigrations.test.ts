import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { openSqlite } from '../../fixtures/storage/openSqlite'
import { AuthDatabase } from './AuthDatabase'
import { authMigrations } from './authMigrations'

describe('authMigrations', () => {
  const dirs: string[] = []
  afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })))

  it('trusts for the second factor only the links no confirmed factor predates: a passkey an inbox linked after the factor answers nothing', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'airlock-auth-migration-'))
    dirs.push(dir)
    const path = join(dir, 'auth.sqlite')
    // A database of the schema before the step, with the links it holds.
    const before = openSqlite(path, authMigrations.slice(0, authMigrations.findIndex((step) => step.includes('trusted_for_factor'))))
    const link = before.prepare('INSERT INTO identities (method_id, user_id, kind, label, linked_at) VALUES (?, ?, ?, ?, ?)')
    const factor = before.prepare("INSERT INTO second_factors (user_id, secret, confirmed, rules, last_step, created_at) VALUES (?, 'S', ?, '{}', 0, ?)")
    link.run('email:victim@example.test', 'email:victim@example.test', 'email', 'victim@example.test', 0)
    link.run('passkey:before', 'email:victim@example.test', 'passkey', 'before', 1_000)
    link.run('passkey:after', 'email:victim@example.test', 'passkey', 'after', 3_000)
    factor.run('email:victim@example.test', 1, 2_000)
    link.run('email:pending@example.test', 'email:pending@example.test', 'email', 'pending@example.test', 0)
    link.run('passkey:pending', 'email:pending@example.test', 'passkey', 'pending', 3_000)
    factor.run('email:pending@example.test', 0, 2_000)
    before.close()

    const db = AuthDatabase.open(path)
    try {
      const trusted = async (userId: string) => Object.fromEntries((await db.identitiesOf(userId)).map((m) => [m.methodId, m.trustedForFactor]))
      expect(await trusted('email:victim@example.test')).toEqual({ 'email:victim@example.test': true, 'passkey:before': true, 'passkey:after': false })
      // A factor not yet confirmed was no factor: nothing linked meanwhile went around it.
      expect(await trusted('email:pending@example.test')).toEqual({ 'email:pending@example.test': true, 'passkey:pending': true })
    } finally {
      await db.close()
    }
  })
})

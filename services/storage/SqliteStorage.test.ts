import { mkdtempSync, existsSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { SqliteStorage } from './SqliteStorage'
import { migrations } from './migrations'

const dir = mkdtempSync(join(tmpdir(), 'airlock-storage-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('SqliteStorage', () => {
  it('creates a WAL database file with the schema and keeps data across reopen', async () => {
    const path = join(dir, 'nested', 'airlock.sqlite')
    const s = SqliteStorage.open({ path })
    expect(existsSync(path)).toBe(true)
    expect(s.schemaVersion).toBe(migrations.length)
    expect(s.journalMode).toBe('wal')
    const e = await s.events.add({ kind: 'analytics', projectId: 'p1', payload: { eventId: 'a' } })
    await s.events.add({ kind: 'analytics', projectId: 'p2', payload: { eventId: 'b' } })
    await s.events.add({ kind: 'other', payload: 1 })
    await s.kv.set('identity', '0xabc', { name: 'alice' })
    await s.close()
    expect(existsSync(`${path}-wal`) || existsSync(path)).toBe(true)

    const again = SqliteStorage.open({ path })
    expect((await again.events.list({ kind: 'analytics' })).map((x) => x.payload)).toEqual([{ eventId: 'a' }, { eventId: 'b' }])
    expect(await again.events.list({ projectId: 'p2' })).toHaveLength(1)
    expect(await again.events.list({ afterId: e.id, limit: 1 })).toHaveLength(1)
    expect(await again.kv.get('identity', '0xabc')).toEqual({ name: 'alice' })
    await again.kv.set('identity', '0xabc', { name: 'bob' })
    expect((await again.kv.list('identity')).map((x) => x.value)).toEqual([{ name: 'bob' }])
    expect(await again.kv.delete('identity', '0xabc')).toBe(true)
    expect(await again.kv.get('identity', '0xabc')).toBeUndefined()
    await again.close()
  })
  it('prunes old events of one kind (analytics retention)', async () => {
    const s = SqliteStorage.open({ path: join(dir, 'prune.sqlite') })
    await s.events.add({ kind: 'analytics', payload: 1, createdAt: 1_000 })
    await s.events.add({ kind: 'analytics', payload: 2, createdAt: 5_000 })
    await s.events.add({ kind: 'other', payload: 3, createdAt: 1_000 })
    expect(await s.events.prune('analytics', 2_000)).toBe(1)
    expect((await s.events.list()).map((e) => e.payload)).toEqual([2, 3])
    await s.close()
  })
})

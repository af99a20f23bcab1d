import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPostgres, type TestPostgres } from '../../fixtures/storage/startTestPostgres'
import { AuthDatabase } from './AuthDatabase'

let server: TestPostgres
const closers: (() => Promise<void> | void)[] = []
beforeAll(async () => {
  server = await startTestPostgres()
})
afterAll(async () => {
  for (const close of closers) await close()
  await server.stop()
})

// Social sign-ins and Farcaster channels on both engines of the auth database, through two
// handles on one database (two instances): a SQLite file opened twice, a Postgres database
// connected to twice.
const engines: { name: string; open(): Promise<[AuthDatabase, AuthDatabase]> }[] = [
  {
    name: 'SQLite',
    async open() {
      const dir = mkdtempSync(join(tmpdir(), 'airlock-signins-'))
      const [a, b] = [AuthDatabase.open(join(dir, 'auth.sqlite')), AuthDatabase.open(join(dir, 'auth.sqlite'))]
      closers.push(() => a.close(), () => b.close(), () => rmSync(dir, { recursive: true, force: true }))
      return [a, b]
    },
  },
  {
    name: 'Postgres',
    async open() {
      const url = await server.createDatabase('signins')
      const [a, b] = await Promise.all([AuthDatabase.openPostgres(url), AuthDatabase.openPostgres(url)])
      closers.push(() => a.close(), () => b.close())
      return [a, b]
    },
  },
]

const flow = { provider: 'google' as const, projectId: 'airlock-demo', redirectUri: 'http://localhost:15174/auth/callback', state: 'modal-state', codeChallenge: 'c'.repeat(43) }
const alice = { id: 'farcaster:1001', username: 'alice', provider: 'farcaster' as const }
const bob = { id: 'farcaster:1002', username: 'bob', provider: 'farcaster' as const }

describe.each(engines)('sign-ins in flight on $name', (engine) => {
  it('hands a pending social sign-in to one of many callbacks racing on two instances, never after it expired', async () => {
    const [a, b] = await engine.open()
    const states = [...Array(20)].map(() => randomBytes(24).toString('base64url'))
    for (const state of states) await a.socialSignIns.put(state, { flow, verifier: `v-${state}`, nonce: `n-${state}` }, 10_000, 0)
    const taken = await Promise.all(states.flatMap((state) => [a.socialSignIns.take(state, 1), b.socialSignIns.take(state, 1), b.socialSignIns.take(state, 1)]))
    expect(taken.filter(Boolean)).toHaveLength(20)
    expect(taken.filter(Boolean).map((p) => p!.verifier).sort()).toEqual(states.map((s) => `v-${s}`).sort())
    expect(taken.find(Boolean)).toMatchObject({ flow })

    await a.socialSignIns.put('old', { flow, verifier: 'v', nonce: 'n' }, 10_000, 0)
    expect(await b.socialSignIns.take('old', 10_000)).toBeUndefined()
    await a.socialSignIns.put('pruned', { flow, verifier: 'v', nonce: 'n' }, 10_000, 0)
    await b.prune(10_000)
    expect(await a.socialSignIns.take('pruned', 0)).toBeUndefined()
  })

  it('approves a Farcaster channel once and releases its session to one of two polls racing on two instances', async () => {
    const [a, b] = await engine.open()
    const secret = randomBytes(32).toString('base64url')
    const secretHash = createHash('sha256').update(secret).digest('base64url')
    const channel = await a.farcasterChannels.create({ projectId: 'airlock-demo', secretHash, domain: '127.0.0.1:9', siweUri: 'http://127.0.0.1:9', expiresAt: 10_000 }, 0)
    expect(await b.farcasterChannels.get(channel.channelToken)).toEqual(channel)
    expect(await b.farcasterChannels.release(channel.channelToken, 'airlock-demo', secret, 1)).toEqual({ state: 'pending' })

    const approvals = await Promise.all([a.farcasterChannels.approve(channel.channelToken, alice, 1), b.farcasterChannels.approve(channel.channelToken, bob, 1)])
    expect(approvals.filter(Boolean)).toHaveLength(1)
    const approver = approvals[0] ? alice : bob
    // Nothing without the modal's secret, or for another project.
    expect(await a.farcasterChannels.release(channel.channelToken, 'airlock-demo', secretHash, 1)).toBeUndefined()
    expect(await a.farcasterChannels.release(channel.channelToken, 'airlock-no-analytics', secret, 1)).toBeUndefined()

    const polls = await Promise.all([a, b, a, b].map((db) => db.farcasterChannels.release(channel.channelToken, 'airlock-demo', secret, 2)))
    expect(polls.filter((p) => p?.state === 'completed')).toEqual([{ state: 'completed', user: approver }])
    expect(polls.filter((p) => p?.state === 'gone')).toHaveLength(3)
    expect(await b.farcasterChannels.approve(channel.channelToken, bob, 3)).toBe(false)
  })

  it('expires a Farcaster channel: no approval, an expired poll, then gone after the prune', async () => {
    const [a, b] = await engine.open()
    const secret = 'modal-secret'
    const secretHash = createHash('sha256').update(secret).digest('base64url')
    const channel = await a.farcasterChannels.create({ projectId: 'airlock-demo', secretHash, domain: '127.0.0.1:9', siweUri: 'http://127.0.0.1:9', expiresAt: 5_000 }, 0)
    expect(await b.farcasterChannels.approve(channel.channelToken, alice, 5_000)).toBe(false)
    expect(await b.farcasterChannels.release(channel.channelToken, 'airlock-demo', secret, 5_000)).toEqual({ state: 'expired' })
    await a.prune(5_000)
    expect(await b.farcasterChannels.get(channel.channelToken)).toBeUndefined()
  })
})

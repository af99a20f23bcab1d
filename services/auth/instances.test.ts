import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { RoundRobinProxy } from '../internal/startRoundRobinProxy'
import type { RunningAuthService } from './startAuthService'
import { startAuthInstances, type AuthInstances } from './testing/startAuthInstances'
import { latestCode } from './testing/testHelpers'

// Two auth service instances on one database (a SQLite file; in the Postgres run, one Postgres
// database) behind a round-robin proxy: a code mailed by one is checked by the other, a session
// from one works at the other, and the per-client email limit of 60 allows 60 across both, not 120.
let running: AuthInstances
let instances: RunningAuthService[] = []
let proxy: RoundRobinProxy
/** When the first email call spent from the per-client email bucket (it refills from then on). */
let emailBucketFrom = 0
beforeAll(async () => {
  running = await startAuthInstances(2)
  ;({ instances, proxy } = running)
})
afterAll(() => running?.stop())

const Q = '?projectId=airlock-demo'
async function post(url: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await fetch(`${url}${path}${Q}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as Record<string, unknown> }
}

describe('two auth service instances on one database', () => {
  it('checks at one instance the code the other mailed, and honours its session there', async () => {
    const [a, b] = instances as [RunningAuthService, RunningAuthService]
    const email = 'shared@example.test'
    emailBucketFrom = Date.now()
    expect((await post(a.address, '/v1/auth/email/start', { email })).status).toBe(200)
    // The 30 s throttle is in the database: the other instance refuses a second code too.
    expect((await post(b.address, '/v1/auth/email/start', { email })).body).toMatchObject({ error: { code: 'THROTTLED' } })
    const verified = await post(b.address, '/v1/auth/email/verify', { email, code: await latestCode(a, email) })
    expect(verified.status).toBe(200)
    const { token } = verified.body.session as { token: string }
    const session = await fetch(`${a.address}/v1/auth/session${Q}`, { headers: { authorization: `Bearer ${token}` } })
    expect(session.status).toBe(200)
    expect(((await session.json()) as { session: { user: { email: string } } }).session.user.email).toBe(email)
  })

  it('allows the per-client email limit of 60 across both instances, not 60 each', async () => {
    const statuses = await Promise.all(
      [...Array(130)].map(async (_, i) => (await post(proxy.url, '/v1/auth/email/verify', { email: `nobody${i}@example.test`, code: '000000' })).status),
    )
    const seconds = (Date.now() - emailBucketFrom) / 1000
    const answered = statuses.filter((s) => s !== 429).length
    // The three email calls of the test above spent from the same bucket; it refills at 2 a second while these run.
    expect(proxy.forwarded).toEqual([65, 65])
    expect(answered).toBeGreaterThanOrEqual(57)
    expect(answered).toBeLessThanOrEqual(57 + Math.ceil(2 * seconds))
    expect(answered).toBeLessThan(100)
  })
})

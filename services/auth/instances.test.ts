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

  it('shows every instance\'s mails on the mailbox page and API of each instance (the mailbox is in the database)', async () => {
    const [a, b] = instances as [RunningAuthService, RunningAuthService]
    // One code mail sent by each instance, each to its own SMTP sink.
    const sentBy = [[a, 'mail-a@example.test'], [b, 'mail-b@example.test']] as const
    for (const [instance, email] of sentBy) expect((await post(instance.address, '/v1/auth/email/start', { email })).status).toBe(200)
    expect(a.sink.messages().map((m) => m.to[0])).toContain('mail-a@example.test')
    expect(a.sink.messages().map((m) => m.to[0])).not.toContain('mail-b@example.test')
    for (const instance of [a, b]) {
      const page = await (await fetch(`${instance.address}/mailbox`)).text()
      for (const [, email] of sentBy) expect(page, `${instance.address} shows ${email}`).toContain(email)
      for (const [sender, email] of sentBy) {
        const { messages } = (await (await fetch(`${instance.address}/mailbox/api/messages?to=${email}`)).json()) as { messages: { text: string }[] }
        expect(messages).toHaveLength(1)
        // The code the page shows is the one the sending instance mailed.
        expect(messages[0]!.text).toBe(sender.sink.messages(email)[0]!.text)
      }
    }
  })

  it('allows the per-client email limit of 60 across both instances, not 60 each', async () => {
    // The tests above read the mailbox through the proxy: count from here.
    const before = [...proxy.forwarded]
    const statuses = await Promise.all(
      [...Array(130)].map(async (_, i) => (await post(proxy.url, '/v1/auth/email/verify', { email: `nobody${i}@example.test`, code: '000000' })).status),
    )
    const seconds = (Date.now() - emailBucketFrom) / 1000
    const answered = statuses.filter((s) => s !== 429).length
    // The five email calls of the tests above spent from the same bucket; it refills at 2 a second while these run.
    expect(proxy.forwarded.map((n, i) => n - before[i]!)).toEqual([65, 65])
    expect(answered).toBeGreaterThanOrEqual(55)
    expect(answered).toBeLessThanOrEqual(55 + Math.ceil(2 * seconds))
    expect(answered).toBeLessThan(100)
  })

  it('counts that limit per visitor behind the balancer (X-Forwarded-For from a trusted proxy): the visitor above spent its own, not everyone\'s', async () => {
    const verify = async (visitor: string) => (await fetch(`${proxy.url}/v1/auth/email/verify${Q}`, {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor }, body: JSON.stringify({ email: 'another@example.test', code: '000000' }),
    })).status
    // The test's own address is out of email calls (spent again here: its bucket refills at 2 a
    // second, and on a loaded machine the test above ended seconds ago); another visitor through
    // the same balancer is not.
    const own = await Promise.all([...Array(70)].map(async () => (await post(proxy.url, '/v1/auth/email/verify', { email: 'another@example.test', code: '000000' })).status))
    expect(own).toContain(429)
    expect(await verify('198.51.100.8')).toBe(400)
  })
})

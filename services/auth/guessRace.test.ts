import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ApiBody } from './testing/testHelpers'
import { mailsTo } from './testing/testHelpers'
import { startAuthInstances, type AuthInstances } from './testing/startAuthInstances'

// The attacker's shortcut around the per-address limits: many guesses at once, spread over the
// instances behind the load balancer, so each is checked before any is counted. Each check now
// runs under the address's lock in the database, so they are counted one after another.
let running: AuthInstances
beforeAll(async () => {
  // 100 tries per code, so only the address's lockout (10 wrong codes an hour) stops the guesses.
  running = await startAuthInstances(2, { limits: { maxAttempts: 100 } })
})
afterAll(() => running?.stop())

const Q = '?projectId=airlock-demo'
async function post(path: string, body: unknown): Promise<{ status: number; body: ApiBody }> {
  const res = await fetch(`${running.proxy.url}${path}${Q}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
  return { status: res.status, body: (await res.json()) as ApiBody }
}

/** The code mails to `email` at every instance (each has its own SMTP sink). */
/** Every instance's mails to `email`: the mailbox is shared, read through the proxy. */
async function mailsAtAll(email: string) {
  return mailsTo(running.service, email)
}

describe('guesses racing over two instances', () => {
  it('attacker: 30 wrong codes sent at once get 10 checked, the 10th locks the address, and then not even the right code passes', async () => {
    const email = 'raced@example.test'
    expect((await post('/v1/auth/email/start', { email })).status).toBe(200)
    const [mail] = await mailsAtAll(email)
    const code = /\b(\d{6})\b/.exec(mail!.text)![1]!
    const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0')
    const answers = await Promise.all([...Array(30)].map((_, i) => post('/v1/auth/email/verify', { email, code: wrong(i) })))
    const codes = answers.map((a) => a.body.error?.code)
    expect(codes.filter((c) => c === 'WRONG_CODE')).toHaveLength(9)
    expect(codes.filter((c) => c === 'THROTTLED')).toHaveLength(21)
    // The 10th earned the 15-minute lockout; the rest found the address locked for (nearly) as long.
    for (const a of answers.filter((x) => x.body.error?.code === 'THROTTLED')) expect(a.body.error!.retryAfterSeconds).toBeGreaterThan(890)
    expect(running.proxy.forwarded.every((n) => n >= 15)).toBe(true)
    const right = await post('/v1/auth/email/verify', { email, code })
    expect(right).toMatchObject({ status: 429, body: { error: { code: 'THROTTLED' } } })
    expect(right.body.session).toBeUndefined()
  })

  it('mails one code to an address asked for by 6 sign-ins at once', async () => {
    const email = 'twice@example.test'
    const answers = await Promise.all([...Array(6)].map(() => post('/v1/auth/email/start', { email })))
    expect(answers.map((a) => a.status).sort()).toEqual([200, 429, 429, 429, 429, 429])
    expect(await mailsAtAll(email)).toHaveLength(1)
  })
})

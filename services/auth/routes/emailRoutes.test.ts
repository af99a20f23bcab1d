import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, mailsTo, startTestAuth, type TestAuth } from '../testing/testHelpers'

const START = '/v1/auth/email/start?projectId=airlock-demo'
const VERIFY = '/v1/auth/email/verify?projectId=airlock-demo'

describe('email one-time code', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth({ onDisk: true })
  })
  afterAll(() => t.stop())

  it('mails a 6-digit code over SMTP and signs in with it, once', async () => {
    const start = await t.call('POST', START, { body: { email: ' Alice@Example.test ' } })
    expect(start.status).toBe(200)
    expect(start.body.expiresAt).toBe(t.clock.now() + 10 * 60_000)
    const [mail] = await mailsTo(t.auth, 'alice@example.test')
    expect(mail).toMatchObject({ to: ['alice@example.test'], subject: expect.stringMatching(/^Your Airlock sign-in code: \d{6}$/) })
    const code = await latestCode(t.auth, 'alice@example.test')

    // Only a keyed hash reaches the database (on SQLite, not even the file's free pages hold the code).
    const stored = JSON.stringify(await t.sql.all('SELECT * FROM email_codes'))
    expect(stored).toContain('alice@example.test')
    expect(stored).not.toContain(code)
    if (t.engine === 'sqlite') {
      const file = readFileSync(t.databasePath).toString('latin1') + readFileSync(`${t.databasePath}-wal`).toString('latin1')
      expect(file).toContain('alice@example.test')
      expect(file).not.toContain(code)
    }

    const ok = await t.call('POST', VERIFY, { body: { email: 'alice@example.test', code } })
    expect(ok.status).toBe(200)
    expect(ok.body.session).toMatchObject({ projectId: 'airlock-demo', user: { id: 'email:alice@example.test', email: 'alice@example.test', provider: 'email' } })
    expect(ok.body.session!.token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const again = await t.call('POST', VERIFY, { body: { email: 'alice@example.test', code } })
    expect(again).toMatchObject({ status: 400, body: { error: { code: 'CODE_EXPIRED' } } })
  })

  it('shows the code on the mailbox page, newest first', async () => {
    const html = await (await fetch(t.auth.mailboxUrl)).text()
    const code = await latestCode(t.auth, 'alice@example.test')
    expect(html).toContain(`data-testid="airlock-mail-code">${code}</div>`)
    expect(html).toContain('alice@example.test')
  })

  it('throttles a second code mail for 30 s with the exact text, rounded up', async () => {
    const email = 'throttle@example.test'
    expect((await t.call('POST', START, { body: { email } })).status).toBe(200)
    t.clock.advance(12_300)
    const refused = await t.call('POST', START, { body: { email } })
    expect(refused.status).toBe(429)
    expect(refused.body.error).toEqual({ code: 'THROTTLED', message: 'Please try again after 18 seconds', retryAfterSeconds: 18 })
    expect(refused.headers.get('retry-after')).toBe('18')
    expect(await mailsTo(t.auth, email)).toHaveLength(1)

    const first = await latestCode(t.auth, email)
    t.clock.advance(17_700)
    expect((await t.call('POST', START, { body: { email } })).status).toBe(200)
    expect(await mailsTo(t.auth, email)).toHaveLength(2)
    const second = await latestCode(t.auth, email)
    // A new code replaces the old one.
    if (first !== second) expect((await t.call('POST', VERIFY, { body: { email, code: first } })).body.error?.code).toBe('WRONG_CODE')
    expect((await t.call('POST', VERIFY, { body: { email, code: second } })).status).toBe(200)
  })

  it('says how many tries are left after a wrong code, and kills the code at the 5th', async () => {
    const email = 'guess@example.test'
    await t.call('POST', START, { body: { email } })
    const code = await latestCode(t.auth, email)
    const wrong = code === '000000' ? '000001' : '000000'
    const first = await t.call('POST', VERIFY, { body: { email, code: wrong } })
    expect(first).toMatchObject({ status: 400, body: { error: { code: 'WRONG_CODE', message: 'Wrong code. 4 attempts left.' } } })
    for (let i = 0; i < 3; i++) await t.call('POST', VERIFY, { body: { email, code: wrong } })
    const fifth = await t.call('POST', VERIFY, { body: { email, code: wrong } })
    expect(fifth).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_ATTEMPTS' } } })
    const right = await t.call('POST', VERIFY, { body: { email, code } })
    expect(right).toMatchObject({ status: 429, body: { error: { code: 'TOO_MANY_ATTEMPTS' } } })
  })

  it('refuses a code after 10 minutes as expired', async () => {
    const email = 'late@example.test'
    await t.call('POST', START, { body: { email } })
    const code = await latestCode(t.auth, email)
    t.clock.advance(10 * 60_000)
    const late = await t.call('POST', VERIFY, { body: { email, code } })
    expect(late).toMatchObject({ status: 400, body: { error: { code: 'CODE_EXPIRED', message: 'The code has expired. Request a new code.' } } })
  })

  it('refuses bad input and unknown projects', async () => {
    expect((await t.call('POST', START, { body: { email: 'not-an-email' } })).body.error?.code).toBe('INVALID_EMAIL')
    expect((await t.call('POST', VERIFY, { body: { email: 'a@example.test', code: 12345 } })).body.error?.code).toBe('INVALID_CODE')
    expect((await t.call('POST', VERIFY, { body: { email: 'a@example.test', code: '12a456' } })).body.error?.code).toBe('INVALID_CODE')
    const unknown = await t.call('POST', '/v1/auth/email/start?projectId=nope', { body: { email: 'a@example.test' } })
    expect(unknown).toMatchObject({ status: 403, body: { error: { code: 'PROJECT_NOT_ALLOWED' } } })
    const huge = await t.call('POST', START, { body: { email: `${'a'.repeat(20_000)}@example.test` } })
    expect(huge.status).toBe(413)
  })

  it('answers 502 when the mail server is down, without holding the visitor to the throttle', async () => {
    const down = await startTestAuth()
    try {
      await down.auth.sink.stop()
      const first = await down.call('POST', START, { body: { email: 'alice@example.test' } })
      expect(first).toMatchObject({ status: 502, body: { error: { code: 'SIGN_IN_FAILED', message: 'Could not send the code email. Please try again.' } } })
      expect((await down.call('POST', START, { body: { email: 'alice@example.test' } })).status).toBe(502)
    } finally {
      await down.stop()
    }
  })
})

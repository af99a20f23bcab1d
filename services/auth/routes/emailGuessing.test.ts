import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { latestCode, mailsTo, startTestAuth, type TestAuth } from '../testing/testHelpers'

const START = '/v1/auth/email/start?projectId=airlock-demo'
const VERIFY = '/v1/auth/email/verify?projectId=airlock-demo'
const MINUTE = 60_000

describe('email code guessing, per address', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  /** The attacker's loop: ask for a code (waiting out the 30 s throttle), then guess wrong until refused. */
  async function guessRound(email: string, guesses: number) {
    t.clock.advance(30_000)
    const start = await t.call('POST', START, { body: { email } })
    const code = start.status === 200 ? await latestCode(t.auth, email) : null
    const answers = []
    for (let i = 0; i < guesses; i++) {
      const wrong = String((Number(code ?? '0') + 1 + i) % 1_000_000).padStart(6, '0')
      answers.push(await t.call('POST', VERIFY, { body: { email, code: wrong } }))
    }
    return { start, code, answers }
  }

  it('attacker: a guessing loop is locked out after 10 wrong codes in an hour, for growing times, and for a day after 20', async () => {
    const email = 'victim@example.test'
    // Two codes, 5 wrong guesses each (each code dies at its 5th, as before): 10 in the hour.
    const first = await guessRound(email, 5)
    expect(first.answers.map((a) => a.body.error?.code)).toEqual(['WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'TOO_MANY_ATTEMPTS'])
    const second = await guessRound(email, 5)
    expect(second.answers.slice(0, 4).map((a) => a.body.error?.code)).toEqual(['WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE', 'WRONG_CODE'])
    // The 10th wrong code locks the address for 15 minutes, with the spec's throttle text.
    expect(second.answers[4]).toMatchObject({ status: 429, body: { error: { code: 'THROTTLED', message: 'Please try again after 900 seconds', retryAfterSeconds: 900 } } })
    expect(second.answers[4]!.headers.get('retry-after')).toBe('900')

    // Locked: no new code is mailed, and not even the right code is checked.
    const mailed = (await mailsTo(t.auth, email)).length
    t.clock.advance(14 * MINUTE)
    const during = await t.call('POST', START, { body: { email } })
    expect(during).toMatchObject({ status: 429, body: { error: { code: 'THROTTLED', message: 'Please try again after 60 seconds' } } })
    expect(await mailsTo(t.auth, email)).toHaveLength(mailed)
    const right = await t.call('POST', VERIFY, { body: { email, code: second.code } })
    expect(right).toMatchObject({ status: 429, body: { error: { code: 'THROTTLED' } } })
    expect(right.body.session).toBeUndefined()

    // After it, the hour still holds 10 wrong codes: the next wrong one locks for longer, 1 h.
    t.clock.advance(MINUTE)
    const third = await guessRound(email, 1)
    expect(third.start.status).toBe(200)
    expect(third.answers[0]).toMatchObject({ status: 429, body: { error: { message: 'Please try again after 3600 seconds' } } })

    // Out of the hour's window guessing resumes, but the day's 20th wrong code locks for 24 h.
    t.clock.advance(60 * MINUTE)
    const fourth = await guessRound(email, 5)
    expect(fourth.answers.map((a) => a.status)).toEqual([400, 400, 400, 400, 429])
    const fifth = await guessRound(email, 4)
    expect(fifth.answers.map((a) => a.status)).toEqual([400, 400, 400, 429])
    expect(fifth.answers[3]!.body.error).toEqual({ code: 'THROTTLED', message: 'Please try again after 86400 seconds', retryAfterSeconds: 86400 })
    // That is 20 guesses of a million codes in a day, where the old loop got 14,400.
    t.clock.advance(24 * 60 * MINUTE - 30_000)
    expect((await t.call('POST', START, { body: { email } })).status).toBe(429)
  })

  it('locks only the guessed address: another visitor signs in as usual', async () => {
    const email = 'bystander@example.test'
    expect((await t.call('POST', START, { body: { email } })).status).toBe(200)
    const ok = await t.call('POST', VERIFY, { body: { email, code: await latestCode(t.auth, email) } })
    expect(ok.body.session?.user.id).toBe('email:bystander@example.test')
  })
})

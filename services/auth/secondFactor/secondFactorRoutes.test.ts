import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInByEmail, startTestAuth, type TestAuth } from '../testing/testHelpers'
import { totpFor } from './totpFor'

const P = '?projectId=airlock-demo'
const SF = `/v1/auth/second-factor`

describe('TOTP second factor', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())
  const codeAt = (secret: string, ms: number) => totpFor(secret, 'x').generate({ timestamp: ms })

  it('is enrolled only once a right code confirms it, with the rules the visitor chose', async () => {
    const alice = await signInByEmail(t, 'totp-alice@example.test')
    expect((await t.call('GET', `${SF}${P}`, { token: alice.token })).body).toEqual({ enrolled: false, rules: { export: false } })
    const enrol = await t.call('POST', `${SF}/enrol${P}`, { token: alice.token })
    const { secret, uri } = enrol.body as unknown as { secret: string; uri: string }
    expect(secret).toMatch(/^[A-Z2-7]{32}$/)
    expect(uri).toBe(`otpauth://totp/Airlock:totp-alice%40example.test?issuer=Airlock&secret=${secret}&algorithm=SHA1&digits=6&period=30`)
    // Not in force yet: nothing to verify against.
    expect((await t.call('POST', `${SF}/verify${P}`, { token: alice.token, body: { code: codeAt(secret, t.clock.now()) } })).status).toBe(404)

    const right = codeAt(secret, t.clock.now())
    const wrong = right === '000000' ? '111111' : '000000'
    const refused = await t.call('POST', `${SF}/confirm${P}`, { token: alice.token, body: { code: wrong, rules: { export: true } } })
    expect(refused).toMatchObject({ status: 400, body: { error: { code: 'WRONG_CODE' } } })
    const confirmed = await t.call('POST', `${SF}/confirm${P}`, { token: alice.token, body: { code: right, rules: { export: true } } })
    expect(confirmed.body).toEqual({ enrolled: true, rules: { export: true } })
    // A second enrolment can't replace it behind the visitor's back.
    expect((await t.call('POST', `${SF}/enrol${P}`, { token: alice.token })).body.error?.code).toBe('CONFLICT')
  })

  it('accepts a code once, the next step’s code after that, and throttles guessing', async () => {
    const bob = await signInByEmail(t, 'totp-bob@example.test')
    const { secret } = (await t.call('POST', `${SF}/enrol${P}`, { token: bob.token })).body as unknown as { secret: string }
    expect((await t.call('POST', `${SF}/confirm${P}`, { token: bob.token, body: { code: codeAt(secret, t.clock.now()), rules: { export: true } } })).status).toBe(200)
    const replay = await t.call('POST', `${SF}/verify${P}`, { token: bob.token, body: { code: codeAt(secret, t.clock.now()) } })
    expect(replay.body.error?.code).toBe('WRONG_CODE')
    t.clock.advance(30_000)
    expect((await t.call('POST', `${SF}/verify${P}`, { token: bob.token, body: { code: codeAt(secret, t.clock.now()) } })).status).toBe(204)

    t.clock.advance(30_000)
    const answers: number[] = []
    for (let i = 0; i < 6; i++) answers.push((await t.call('POST', `${SF}/verify${P}`, { token: bob.token, body: { code: String(100000 + i) } })).status)
    expect(answers.at(-1)).toBe(429)
    // Throttled, even the right code waits.
    expect((await t.call('POST', `${SF}/verify${P}`, { token: bob.token, body: { code: codeAt(secret, t.clock.now()) } })).status).toBe(429)
  })

  it('is removed only with a code', async () => {
    const carol = await signInByEmail(t, 'totp-carol@example.test')
    const { secret } = (await t.call('POST', `${SF}/enrol${P}`, { token: carol.token })).body as unknown as { secret: string }
    await t.call('POST', `${SF}/confirm${P}`, { token: carol.token, body: { code: codeAt(secret, t.clock.now()), rules: { export: true } } })
    expect((await t.call('POST', `${SF}/remove${P}`, { token: carol.token, body: {} })).status).toBe(400)
    t.clock.advance(30_000)
    expect((await t.call('POST', `${SF}/remove${P}`, { token: carol.token, body: { code: codeAt(secret, t.clock.now()) } })).body).toEqual({ enrolled: false, rules: { export: false } })
  })
})

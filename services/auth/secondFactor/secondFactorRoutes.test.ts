import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInByEmail, startTestAuth, type TestAuth } from '../testing/testHelpers'
import { totpFor } from './totpFor'
import { PASSKEY_ORIGIN, signUpByPasskey } from '../passkeys/testing/signUpByPasskey'
import type { PasskeyRequestOptions } from '../../../shared/authApi/passkeyTypes'

const P = '?projectId=airlock-demo'
const SF = `/v1/auth/second-factor`
const OFF = { export: false, sendsAboveUsd: null, newDevice: false }

describe('TOTP second factor', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())
  const codeAt = (secret: string, ms: number) => totpFor(secret, 'x').generate({ timestamp: ms })

  it('is enrolled only once a right code confirms it, with the rules the visitor chose', async () => {
    const alice = await signInByEmail(t, 'totp-alice@example.test')
    expect((await t.call('GET', `${SF}${P}`, { token: alice.token })).body).toEqual({ enrolled: false, rules: OFF, totp: false, passkey: false })
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
    expect(confirmed.body).toEqual({ enrolled: true, rules: { ...OFF, export: true }, totp: true, passkey: false })
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
    expect((await t.call('POST', `${SF}/remove${P}`, { token: carol.token, body: { code: codeAt(secret, t.clock.now()) } })).body).toEqual({ enrolled: false, rules: OFF, totp: false, passkey: false })
  })

  it('changes its rules (a send threshold, the new-device rule) only with a right code', async () => {
    const dan = await signInByEmail(t, 'totp-dan@example.test')
    const { secret } = (await t.call('POST', `${SF}/enrol${P}`, { token: dan.token })).body as unknown as { secret: string }
    await t.call('POST', `${SF}/confirm${P}`, { token: dan.token, body: { code: codeAt(secret, t.clock.now()), rules: { export: true, sendsAboveUsd: 100 } } })
    expect((await t.call('GET', `${SF}${P}`, { token: dan.token })).body).toMatchObject({ enrolled: true, rules: { export: true, sendsAboveUsd: 100, newDevice: false } })
    const wanted = { export: false, sendsAboveUsd: 25.5, newDevice: true }
    t.clock.advance(30_000)
    const right = codeAt(secret, t.clock.now())
    expect((await t.call('POST', `${SF}/rules${P}`, { token: dan.token, body: { rules: wanted } })).body.error?.code).toBe('INVALID_CODE')
    expect((await t.call('POST', `${SF}/rules${P}`, { token: dan.token, body: { code: right === '000000' ? '111111' : '000000', rules: wanted } })).body.error?.code).toBe('WRONG_CODE')
    expect((await t.call('POST', `${SF}/rules${P}`, { token: dan.token, body: { code: right, rules: { ...wanted, sendsAboveUsd: -1 } } })).body.error?.code).toBe('BAD_REQUEST')
    expect((await t.call('GET', `${SF}${P}`, { token: dan.token })).body).toMatchObject({ rules: { export: true, sendsAboveUsd: 100, newDevice: false } })
    expect((await t.call('POST', `${SF}/rules${P}`, { token: dan.token, body: { code: right, rules: wanted } })).body).toMatchObject({ enrolled: true, rules: wanted })
  })

  it('with the new-device rule on, releases the shares only to the browser that made the wallet or to a session that passed the code', async () => {
    const proof = 'd'.repeat(43)
    const erin = await signInByEmail(t, 'totp-erin@example.test')
    const shares = { address: '0x' + '1'.repeat(40), authShare: Buffer.alloc(33, 7).toString('base64'), sealedRecoveryShare: Buffer.concat([Buffer.from([1]), Buffer.alloc(77, 9)]).toString('base64') }
    expect((await t.call('PUT', `/v1/wallet/shares${P}`, { token: erin.token, body: shares, headers: { 'x-airlock-device-proof': proof } })).status).toBe(204)
    const { secret } = (await t.call('POST', `${SF}/enrol${P}`, { token: erin.token })).body as unknown as { secret: string }
    await t.call('POST', `${SF}/confirm${P}`, { token: erin.token, body: { code: codeAt(secret, t.clock.now()), rules: { export: false, sendsAboveUsd: null, newDevice: true } } })

    // A new browser: signed in, but no share until the code.
    t.clock.advance(60_000)
    const elsewhere = await signInByEmail(t, 'totp-erin@example.test')
    const refused = await t.call('GET', `/v1/wallet/shares${P}`, { token: elsewhere.token })
    expect(refused).toMatchObject({ status: 403, body: { error: { code: 'SECOND_FACTOR_REQUIRED' } } })
    expect(JSON.stringify(refused.body)).not.toContain(shares.authShare)
    expect((await t.call('GET', `/v1/wallet/shares${P}`, { token: elsewhere.token, headers: { 'x-airlock-device-proof': 'e'.repeat(43) } })).status).toBe(403)
    // The browser that made it proves it and gets them without a code.
    expect((await t.call('GET', `/v1/wallet/shares${P}`, { token: elsewhere.token, headers: { 'x-airlock-device-proof': proof } })).body).toMatchObject({ authShare: shares.authShare })
    // Wrong codes are throttled as every check is; a right one opens the shares for this session only.
    t.clock.advance(30_000)
    const right = codeAt(secret, t.clock.now())
    const wrong = right === '000000' ? '111111' : '000000'
    expect((await t.call('POST', `${SF}/verify${P}`, { token: elsewhere.token, body: { code: wrong } })).body.error?.code).toBe('WRONG_CODE')
    expect((await t.call('GET', `/v1/wallet/shares${P}`, { token: elsewhere.token })).status).toBe(403)
    expect((await t.call('POST', `${SF}/verify${P}`, { token: elsewhere.token, body: { code: right } })).status).toBe(204)
    expect((await t.call('GET', `/v1/wallet/shares${P}`, { token: elsewhere.token })).body).toMatchObject({ authShare: shares.authShare })
    t.clock.advance(60_000)
    const third = await signInByEmail(t, 'totp-erin@example.test')
    expect((await t.call('GET', `/v1/wallet/shares${P}`, { token: third.token })).status).toBe(403)
    const answers: number[] = []
    for (let i = 0; i < 6; i++) answers.push((await t.call('POST', `${SF}/verify${P}`, { token: third.token, body: { code: String(200000 + i) } })).status)
    expect(answers.at(-1)).toBe(429)
  })

  it('takes an assertion of the user’s own passkey in place of a code, verified like a sign-in', async () => {
    const headers = { origin: PASSKEY_ORIGIN }
    const { session: frank, passkey } = await signUpByPasskey(t)
    const { passkey: other } = await signUpByPasskey(t)
    expect((await t.call('GET', `${SF}${P}`, { token: frank.token })).body).toEqual({ enrolled: false, rules: OFF, totp: false, passkey: true })
    const options = async () => (await t.call('POST', `${SF}/passkey/options${P}`, { token: frank.token, headers, body: {} })).body as unknown as PasskeyRequestOptions
    // A passkey-only factor, put in force with the passkey.
    const rules = { export: true, sendsAboveUsd: 10, newDevice: true }
    const confirmed = await t.call('POST', `${SF}/confirm${P}`, { token: frank.token, headers, body: { passkey: passkey.assert(await options(), PASSKEY_ORIGIN), rules } })
    expect(confirmed.body).toEqual({ enrolled: true, rules, totp: false, passkey: true })
    // Another user's passkey, a replayed assertion, no user verification: refused.
    expect((await t.call('POST', `${SF}/verify${P}`, { token: frank.token, headers, body: { passkey: other.assert(await options(), PASSKEY_ORIGIN) } })).body.error?.code).toBe('PASSKEY_REFUSED')
    const assertion = passkey.assert(await options(), PASSKEY_ORIGIN)
    expect((await t.call('POST', `${SF}/verify${P}`, { token: frank.token, headers, body: { passkey: assertion } })).status).toBe(204)
    expect((await t.call('POST', `${SF}/verify${P}`, { token: frank.token, headers, body: { passkey: assertion } })).body.error?.code).toBe('PASSKEY_REFUSED')
    expect((await t.call('POST', `${SF}/verify${P}`, { token: frank.token, headers, body: { passkey: passkey.assert(await options(), PASSKEY_ORIGIN, { userVerified: false }) } })).body.error?.code).toBe('PASSKEY_NO_USER_VERIFICATION')
    // No TOTP behind it: a code is no answer.
    expect((await t.call('POST', `${SF}/verify${P}`, { token: frank.token, body: { code: '123456' } })).body.error?.code).toBe('INVALID_CODE')
    t.clock.advance(60_000)
    expect((await t.call('POST', `${SF}/rules${P}`, { token: frank.token, headers, body: { passkey: passkey.assert(await options(), PASSKEY_ORIGIN), rules: OFF } })).body).toMatchObject({ rules: OFF })
  })
})

describe('the passkeys that answer the second factor', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth({ onDisk: true })
  })
  afterAll(() => t.stop())
  const headers = { origin: PASSKEY_ORIGIN }

  it('attacker: a passkey linked after the factor by a session that had not passed it answers nothing, and a passkey unlinked answers no more', async () => {
    const email = 'sf-linked-victim@example.test'
    const victim = await signInByEmail(t, email)
    const shares = { address: '0x' + '3'.repeat(40), authShare: Buffer.alloc(33, 4).toString('base64'), sealedRecoveryShare: Buffer.concat([Buffer.from([1]), Buffer.alloc(77, 8)]).toString('base64') }
    expect((await t.call('PUT', `/v1/wallet/shares${P}`, { token: victim.token, body: shares })).status).toBe(204)
    // The victim's own passkey, linked before the factor existed: it answers.
    const { session: ownProof, passkey: own } = await signUpByPasskey(t)
    expect((await t.call('POST', `/v1/auth/methods/link${P}`, { token: victim.token, body: { proofToken: ownProof.token } })).status).toBe(200)
    const { secret } = (await t.call('POST', `${SF}/enrol${P}`, { token: victim.token })).body as unknown as { secret: string }
    const rules = { export: true, sendsAboveUsd: null, newDevice: true }
    expect((await t.call('POST', `${SF}/confirm${P}`, { token: victim.token, body: { code: totpFor(secret, 'x').generate({ timestamp: t.clock.now() }), rules } })).status).toBe(200)

    // The attacker's passkey, linked by the inbox's session with no pass: a link made before the
    // link routes asked for the factor (the routes now refuse it), as the database keeps it.
    const { passkey: planted } = await signUpByPasskey(t)
    await t.sql.run('INSERT INTO identities (method_id, user_id, kind, label, linked_at, trusted_for_factor) VALUES (?, ?, ?, ?, ?, 0)', [`passkey:${planted.userHandle}`, `email:${email}`, 'passkey', planted.userHandle, t.clock.now()])
    t.clock.advance(60_000)
    const stolen = await signInByEmail(t, email)
    const options = async () => (await t.call('POST', `${SF}/passkey/options${P}`, { token: stolen.token, headers, body: {} })).body as unknown as PasskeyRequestOptions
    expect((await options()).allowCredentials?.map((c) => c.id)).toEqual([own.id])
    for (const path of ['/verify', '/remove']) {
      expect((await t.call('POST', `${SF}${path}${P}`, { token: stolen.token, headers, body: { passkey: planted.assert(await options(), PASSKEY_ORIGIN) } })).body.error?.code).toBe('PASSKEY_REFUSED')
    }
    expect((await t.call('POST', `${SF}/rules${P}`, { token: stolen.token, headers, body: { passkey: planted.assert(await options(), PASSKEY_ORIGIN), rules: OFF } })).body.error?.code).toBe('PASSKEY_REFUSED')
    expect((await t.call('GET', `/v1/wallet/shares${P}`, { token: stolen.token })).status).toBe(403)
    expect((await t.call('GET', `${SF}${P}`, { token: stolen.token })).body).toMatchObject({ enrolled: true, rules })

    // The victim's own passkey answers; once unlinked, it answers no more.
    t.clock.advance(60_000)
    const mine = await signInByEmail(t, email)
    const mineOptions = async () => (await t.call('POST', `${SF}/passkey/options${P}`, { token: mine.token, headers, body: {} })).body as unknown as PasskeyRequestOptions
    expect((await t.call('POST', `${SF}/verify${P}`, { token: mine.token, headers, body: { passkey: own.assert(await mineOptions(), PASSKEY_ORIGIN) } })).status).toBe(204)
    expect((await t.call('POST', `/v1/auth/methods/unlink${P}`, { token: mine.token, body: { methodId: `passkey:${own.userHandle}` } })).status).toBe(200)
    expect((await t.call('POST', `${SF}/passkey/options${P}`, { token: mine.token, headers, body: {} })).status).toBe(404)
  })
})

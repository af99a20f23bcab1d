import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PasskeyRequestOptions } from '../../../shared/authApi/passkeyTypes'
import { PASSKEY_ORIGIN, signInByPasskey, signUpByPasskey } from '../passkeys/testing/signUpByPasskey'
import { signInByEmail, startTestAuth, type TestAuth } from '../testing/testHelpers'
import { totpFor } from './totpFor'

const P = '?projectId=airlock-demo'
const SF = `/v1/auth/second-factor`
const SHARES = `/v1/wallet/shares${P}`
const METHODS = `/v1/auth/methods${P}`
const LINK = `/v1/auth/methods/link${P}`
const UNLINK = `/v1/auth/methods/unlink${P}`
const DEVICE = { 'x-airlock-device-proof': 'v'.repeat(43) }
const WALLET = { address: '0x' + '2'.repeat(40), authShare: Buffer.alloc(33, 5).toString('base64'), sealedRecoveryShare: Buffer.concat([Buffer.from([1]), Buffer.alloc(77, 6)]).toString('base64') }
const NEW_DEVICE = { export: true, sendsAboveUsd: null, newDevice: true }

describe('the second factor guards the sign-in methods', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())
  const codeAt = (secret: string) => totpFor(secret, 'x').generate({ timestamp: t.clock.now() })
  const methodIds = async (token: string) => ((await t.call('GET', METHODS, { token })).body as unknown as { methods: { id: string }[] }).methods.map((m) => m.id)

  /** A victim with a wallet, two email methods (linked before the factor) and TOTP with the new-device rule; answers the TOTP secret. */
  async function victim(name: string): Promise<{ email: string; alt: string; secret: string }> {
    const email = `${name}@example.test`
    const alt = `${name}.alt@example.test`
    const own = await signInByEmail(t, email)
    expect((await t.call('PUT', SHARES, { token: own.token, body: WALLET, headers: DEVICE })).status).toBe(204)
    const proof = await signInByEmail(t, alt)
    expect((await t.call('POST', LINK, { token: own.token, body: { proofToken: proof.token } })).status).toBe(200)
    const { secret } = (await t.call('POST', `${SF}/enrol${P}`, { token: own.token })).body as unknown as { secret: string }
    expect((await t.call('POST', `${SF}/confirm${P}`, { token: own.token, body: { code: codeAt(secret), rules: NEW_DEVICE } })).status).toBe(200)
    return { email, alt, secret }
  }

  it('attacker: with only the victim’s inbox, links no passkey of its own, so it can’t answer the factor, and unlinks nothing', async () => {
    const { email, alt } = await victim('sfl-victim')
    t.clock.advance(60_000)
    // The attacker reads the victim's inbox: a session, but no shares.
    const stolen = await signInByEmail(t, email)
    expect(await t.call('GET', SHARES, { token: stolen.token })).toMatchObject({ status: 403, body: { error: { code: 'SECOND_FACTOR_REQUIRED' } } })
    // A passkey of the attacker's own, signed in as its proof.
    const { session: proof, passkey } = await signUpByPasskey(t)
    const link = await t.call('POST', LINK, { token: stolen.token, body: { proofToken: proof.token } })
    expect(link).toMatchObject({ status: 403, body: { error: { code: 'SECOND_FACTOR_REQUIRED' } } })
    expect(await methodIds(stolen.token)).toEqual([`email:${email}`, `email:${alt}`])
    // So the attacker's passkey is none of the account's: no challenge for it, no assertion taken, still no shares.
    expect((await t.call('GET', `${SF}${P}`, { token: stolen.token })).body).toMatchObject({ enrolled: true, passkey: false })
    expect((await t.call('POST', `${SF}/passkey/options${P}`, { token: stolen.token, headers: { origin: PASSKEY_ORIGIN }, body: {} })).status).toBe(404)
    expect((await t.call('GET', SHARES, { token: stolen.token })).status).toBe(403)
    // Nor can it lock the victim out: the other email stays, and so do the victim's sessions.
    const victimElsewhere = await signInByEmail(t, alt)
    const unlink = await t.call('POST', UNLINK, { token: stolen.token, body: { methodId: `email:${alt}` } })
    expect(unlink).toMatchObject({ status: 403, body: { error: { code: 'SECOND_FACTOR_REQUIRED' } } })
    expect(await methodIds(stolen.token)).toEqual([`email:${email}`, `email:${alt}`])
    expect((await t.call('GET', `/v1/auth/session${P}`, { token: victimElsewhere.token })).status).toBe(200)
    // The attacker's passkey still signs in only as its own, empty user.
    const again = await signInByPasskey(t, passkey)
    expect(again.user.id).toBe(proof.user.id)
    expect((await t.call('GET', SHARES, { token: again.token })).body).toBeNull()
  })

  it('the visitor who passed the factor in this session links a passkey and unlinks a method; that passkey then answers the factor', async () => {
    const { email, alt, secret } = await victim('sfl-owner')
    t.clock.advance(60_000)
    const session = await signInByEmail(t, email)
    const { session: proof, passkey } = await signUpByPasskey(t)
    // Refused first, then the same proof links once the session passed the code.
    expect((await t.call('POST', LINK, { token: session.token, body: { proofToken: proof.token } })).body.error?.code).toBe('SECOND_FACTOR_REQUIRED')
    expect((await t.call('POST', `${SF}/verify${P}`, { token: session.token, body: { code: codeAt(secret) } })).status).toBe(204)
    expect((await t.call('POST', LINK, { token: session.token, body: { proofToken: proof.token } })).status).toBe(200)
    expect(await methodIds(session.token)).toEqual([`email:${email}`, `email:${alt}`, `passkey:${passkey.userHandle}`])
    const unlinked = await t.call('POST', UNLINK, { token: session.token, body: { methodId: `email:${alt}` } })
    expect(unlinked.status).toBe(200)
    expect(await methodIds(session.token)).toEqual([`email:${email}`, `passkey:${passkey.userHandle}`])
    // A passkey linked by a session that passed the factor answers it in a later session.
    t.clock.advance(60_000)
    const later = await signInByEmail(t, email)
    const headers = { origin: PASSKEY_ORIGIN }
    const options = (await t.call('POST', `${SF}/passkey/options${P}`, { token: later.token, headers, body: {} })).body as unknown as PasskeyRequestOptions
    expect((await t.call('POST', `${SF}/verify${P}`, { token: later.token, headers, body: { passkey: passkey.assert(options, PASSKEY_ORIGIN) } })).status).toBe(204)
    expect((await t.call('GET', SHARES, { token: later.token })).body).toMatchObject({ authShare: WALLET.authShare })
  })

  it('lets a user without a second factor link and unlink as before', async () => {
    const plain = await signInByEmail(t, 'sfl-plain@example.test')
    const proof = await signInByEmail(t, 'sfl-plain.alt@example.test')
    expect((await t.call('POST', LINK, { token: plain.token, body: { proofToken: proof.token } })).status).toBe(200)
    expect((await t.call('POST', UNLINK, { token: plain.token, body: { methodId: 'email:sfl-plain.alt@example.test' } })).status).toBe(200)
  })
})

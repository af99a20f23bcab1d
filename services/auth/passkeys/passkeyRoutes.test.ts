import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { PasskeyCreationOptions, PasskeyRequestOptions } from '../../../shared/authApi/passkeyTypes'
import { signInByEmail, startTestAuth, type TestAuth } from '../testing/testHelpers'
import { createSoftPasskey } from './testing/createSoftPasskey'
import { PASSKEY_ORIGIN, signInByPasskey, signUpByPasskey } from './testing/signUpByPasskey'

const Q = '?projectId=airlock-demo'
const headers = { origin: PASSKEY_ORIGIN }

describe('passkey routes', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  const loginOptions = async (body: object = {}) => (await t.call('POST', `/v1/auth/passkey/login/options${Q}`, { headers, body })).body as unknown as PasskeyRequestOptions
  const verifyLogin = (response: unknown, origin = PASSKEY_ORIGIN) => t.call('POST', `/v1/auth/passkey/login/verify${Q}`, { headers: { origin }, body: { response } })

  it('signs up with a new passkey (RP id = the modal host, user verification required) and signs the same user in again', async () => {
    const passkey = createSoftPasskey()
    const options = (await t.call('POST', `/v1/auth/passkey/register/options${Q}`, { headers, body: {} })).body as unknown as PasskeyCreationOptions
    expect(options.rp.id).toBe('localhost')
    expect(options.authenticatorSelection).toMatchObject({ residentKey: 'required', userVerification: 'required' })
    const registered = await t.call('POST', `/v1/auth/passkey/register/verify${Q}`, { headers, body: { response: passkey.register(options, PASSKEY_ORIGIN) } })
    expect(registered).toMatchObject({ status: 201, body: { credentialId: passkey.id } })
    const first = await signInByPasskey(t, passkey)
    expect(first.user).toEqual({ id: `passkey:${options.user.id}`, provider: 'passkey' })
    expect(first.projectId).toBe('airlock-demo')
    const again = await signInByPasskey(t, passkey)
    expect(again.user.id).toBe(first.user.id)
    expect(again.token).not.toBe(first.token)
    expect((await t.call('GET', `/v1/auth/session${Q}`, { token: again.token })).status).toBe(200)
  })

  it('asks for one credential by id when the modal names it (the sign-in right after registering)', async () => {
    const { passkey } = await signUpByPasskey(t)
    const options = await loginOptions({ credentialId: passkey.id })
    expect(options.allowCredentials?.map((c) => c.id)).toEqual([passkey.id])
    expect(options.userVerification).toBe('required')
    expect((await verifyLogin(passkey.assert(options, PASSKEY_ORIGIN))).status).toBe(200)
  })

  it('attacker: a replayed assertion, or one for a challenge that expired, gets no session', async () => {
    const { passkey } = await signUpByPasskey(t)
    const assertion = passkey.assert(await loginOptions(), PASSKEY_ORIGIN)
    expect((await verifyLogin(assertion)).status).toBe(200)
    const replay = await verifyLogin(assertion)
    expect(replay).toMatchObject({ status: 400, body: { error: { code: 'PASSKEY_REFUSED', message: 'The passkey request expired or was already used: try again' } } })
    const late = passkey.assert(await loginOptions(), PASSKEY_ORIGIN)
    t.clock.advance(2 * 60_000)
    expect((await verifyLogin(late)).body.error?.code).toBe('PASSKEY_REFUSED')
  })

  it('attacker: an assertion made for another origin or RP id is refused, and only modal origins get a ceremony', async () => {
    const { passkey } = await signUpByPasskey(t)
    // A look-alike page: the browser writes its own origin into clientDataJSON.
    const phished = await verifyLogin(passkey.assert(await loginOptions(), 'http://localhost:15173'))
    expect(phished.body.error?.code).toBe('PASSKEY_REFUSED')
    const otherRp = await verifyLogin(passkey.assert(await loginOptions(), PASSKEY_ORIGIN, { rpId: 'example.test' }))
    expect(otherRp).toMatchObject({ status: 400, body: { error: { code: 'PASSKEY_REFUSED' } } })
    expect(otherRp.body.error?.message).toMatch(/RP ID/i)
    expect((await t.call('POST', `/v1/auth/passkey/login/options${Q}`, { body: {} })).status).toBe(403)
    expect((await t.call('POST', `/v1/auth/passkey/register/options${Q}`, { headers: { origin: 'http://127.0.0.1:15173' }, body: {} })).status).toBe(403)
  })

  it('attacker: an assertion made in the modal framed by a page the project does not allow is refused; an allowed page works', async () => {
    const { passkey } = await signUpByPasskey(t)
    const framed = await verifyLogin(passkey.assert(await loginOptions(), PASSKEY_ORIGIN, { topOrigin: 'http://127.0.0.1:4444' }))
    expect(framed).toMatchObject({ status: 400, body: { error: { code: 'PASSKEY_REFUSED', message: 'The passkey was used on a page this project does not allow' } } })
    const allowed = await verifyLogin(passkey.assert(await loginOptions(), PASSKEY_ORIGIN, { topOrigin: 'http://127.0.0.1:15173' }))
    expect(allowed.status).toBe(200)
  })

  it('refuses an authenticator without user verification, at sign-up and at sign-in', async () => {
    const presenceOnly = createSoftPasskey({ userVerified: false })
    await expect(signUpByPasskey(t, { passkey: presenceOnly })).rejects.toThrow(/register answered 400: .*user verification/i)
    const { passkey } = await signUpByPasskey(t)
    const unverified = await verifyLogin(passkey.assert(await loginOptions(), PASSKEY_ORIGIN, { userVerified: false }))
    expect(unverified).toMatchObject({ status: 400, body: { error: { code: 'PASSKEY_NO_USER_VERIFICATION' } } })
    expect(unverified.body.error?.message).toMatch(/user verification/i)
  })

  it('attacker: a cloned authenticator whose counter falls behind is refused', async () => {
    const { passkey } = await signUpByPasskey(t)
    expect((await verifyLogin(passkey.assert(await loginOptions(), PASSKEY_ORIGIN, { counter: 10 }))).status).toBe(200)
    const clone = await verifyLogin(passkey.assert(await loginOptions(), PASSKEY_ORIGIN, { counter: 10 }))
    expect(clone).toMatchObject({ status: 400, body: { error: { code: 'PASSKEY_REFUSED' } } })
    expect(clone.body.error?.message).toMatch(/counter/i)
    expect((await verifyLogin(passkey.assert(await loginOptions(), PASSKEY_ORIGIN, { counter: 11 }))).status).toBe(200)
  })

  it('refuses an unknown passkey and a registration challenge used to sign in', async () => {
    const stranger = createSoftPasskey()
    const reg = (await t.call('POST', `/v1/auth/passkey/register/options${Q}`, { headers, body: {} })).body as unknown as PasskeyCreationOptions
    stranger.register(reg, PASSKEY_ORIGIN)
    expect((await verifyLogin(stranger.assert(await loginOptions(), PASSKEY_ORIGIN))).body.error).toEqual({ code: 'PASSKEY_UNKNOWN', message: 'This passkey is not registered here' })
    const { passkey } = await signUpByPasskey(t)
    const wrongKind = await verifyLogin(passkey.assert({ challenge: reg.challenge }, PASSKEY_ORIGIN))
    expect(wrongKind.body.error?.code).toBe('PASSKEY_REFUSED')
  })

  it('keeps a PRF-sealed recovery share per user, curve and credential, for that user’s own passkey only', async () => {
    const { session, passkey } = await signUpByPasskey(t)
    const sealed = Buffer.concat([Buffer.from([2]), randomBytes(77)]).toString('base64')
    const path = `/v1/wallet/shares/passkey${Q}`
    expect((await t.call('GET', `${path}&credentialId=${passkey.id}`, { token: session.token })).body).toBeNull()
    expect((await t.call('PUT', path, { token: session.token, body: { credentialId: passkey.id, sealed } })).status).toBe(204)
    expect((await t.call('GET', `${path}&credentialId=${passkey.id}`, { token: session.token })).body).toEqual({ credentialId: passkey.id, sealed })
    expect((await t.call('GET', `${path}&curve=ed25519&credentialId=${passkey.id}`, { token: session.token })).body).toBeNull()
    expect((await t.call('PUT', path, { token: session.token, body: { credentialId: passkey.id, sealed } })).status).toBe(409)
    // A code-sealed blob (version 1), a plain share or any other shape is refused.
    const codeSealed = Buffer.concat([Buffer.from([1]), randomBytes(77)]).toString('base64')
    expect((await t.call('PUT', `${path}&curve=ed25519`, { token: session.token, body: { credentialId: passkey.id, sealed: codeSealed } })).status).toBe(400)
    expect((await t.call('PUT', `${path}&curve=ed25519`, { token: session.token, body: { credentialId: passkey.id, sealed: randomBytes(33).toString('base64') } })).status).toBe(400)
    // Another user's session can neither read it nor file a blob under this passkey.
    const other = await signInByEmail(t, 'mallory@example.test')
    expect((await t.call('GET', `${path}&credentialId=${passkey.id}`, { token: other.token })).body).toBeNull()
    const filed = await t.call('PUT', `${path}&curve=ed25519`, { token: other.token, body: { credentialId: passkey.id, sealed } })
    expect(filed).toMatchObject({ status: 403, body: { error: { code: 'PASSKEY_REFUSED' } } })
    expect((await t.call('GET', `${path}&credentialId=${passkey.id}`)).status).toBe(401)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { followSocialSignIn, pkcePair, socialStartUrl, startTestAuth, TEST_REDIRECT, type TestAuth } from '../testing/testHelpers'

const EXCHANGE = '/v1/auth/social/exchange?projectId=airlock-demo'

describe('social sign-in through the local OpenID Connect provider', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  it('signs alice in with google: provider login page, callback, one-time code, PKCE exchange', async () => {
    const { verifier, challenge } = await pkcePair()
    const back = new URL(await followSocialSignIn(t.auth, socialStartUrl(t.auth, 'google', { state: 'modal-state-1', challenge }), { account: 'alice' }))
    expect(`${back.origin}${back.pathname}`).toBe(TEST_REDIRECT)
    expect(back.searchParams.get('state')).toBe('modal-state-1')
    const code = back.searchParams.get('code')!
    expect(code).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const ok = await t.call('POST', EXCHANGE, { body: { code, codeVerifier: verifier } })
    expect(ok.status).toBe(200)
    expect(ok.body.session).toMatchObject({ projectId: 'airlock-demo', user: { id: 'google:alice', email: 'alice@example.test', provider: 'google' } })
    const session = await t.call('GET', '/v1/auth/session?projectId=airlock-demo', { token: ok.body.session!.token })
    expect(session.body.session?.user.id).toBe('google:alice')

    // The code works once.
    const again = await t.call('POST', EXCHANGE, { body: { code, codeVerifier: verifier } })
    expect(again).toMatchObject({ status: 400, body: { error: { code: 'CODE_EXPIRED' } } })
  })

  it('keeps users apart per provider and person (github:bob)', async () => {
    const { verifier, challenge } = await pkcePair()
    const back = new URL(await followSocialSignIn(t.auth, socialStartUrl(t.auth, 'github', { state: 's2', challenge }), { account: 'bob' }))
    const ok = await t.call('POST', EXCHANGE, { body: { code: back.searchParams.get('code'), codeVerifier: verifier } })
    expect(ok.body.session?.user).toEqual({ id: 'github:bob', email: 'bob@example.test', username: 'bob', provider: 'github' })
  })

  it('shows the provider name and the test users on the login page', async () => {
    const { challenge } = await pkcePair()
    const first = await fetch(socialStartUrl(t.auth, 'discord', { state: 's', challenge }), { redirect: 'manual' })
    const auth = await fetch(first.headers.get('location')!, { redirect: 'manual' })
    const cookie = auth.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const page = await fetch(new URL(auth.headers.get('location')!, t.auth.issuer), { headers: { cookie } })
    const html = await page.text()
    expect(html).toContain('Sign in to Discord')
    expect(html).toContain('alice@example.test')
    expect(html).toContain('bob@example.test')
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'")
  })

  it('refuses an exchange with the wrong verifier or for another project, and burns the code', async () => {
    const { verifier, challenge } = await pkcePair()
    const other = await pkcePair()
    const code1 = new URL(await followSocialSignIn(t.auth, socialStartUrl(t.auth, 'apple', { state: 's', challenge }))).searchParams.get('code')
    expect((await t.call('POST', EXCHANGE, { body: { code: code1, codeVerifier: other.verifier } })).body.error?.code).toBe('SIGN_IN_FAILED')
    expect((await t.call('POST', EXCHANGE, { body: { code: code1, codeVerifier: verifier } })).body.error?.code).toBe('CODE_EXPIRED')

    const code2 = new URL(await followSocialSignIn(t.auth, socialStartUrl(t.auth, 'x', { state: 's', challenge }))).searchParams.get('code')
    const wrongProject = await t.call('POST', '/v1/auth/social/exchange?projectId=airlock-no-analytics', { body: { code: code2, codeVerifier: verifier } })
    expect(wrongProject).toMatchObject({ status: 403, body: { error: { code: 'PROJECT_NOT_ALLOWED' } } })
  })

  it('expires the one-time code after 2 minutes', async () => {
    const { verifier, challenge } = await pkcePair()
    const code = new URL(await followSocialSignIn(t.auth, socialStartUrl(t.auth, 'facebook', { state: 's', challenge }))).searchParams.get('code')
    t.clock.advance(2 * 60_000)
    expect((await t.call('POST', EXCHANGE, { body: { code, codeVerifier: verifier } })).body.error?.code).toBe('CODE_EXPIRED')
  })

  it('returns error=SIGN_IN_FAILED to the modal when the visitor cancels', async () => {
    const { challenge } = await pkcePair()
    const back = new URL(await followSocialSignIn(t.auth, socialStartUrl(t.auth, 'google', { state: 'cancelled', challenge }), { cancel: true }))
    expect(`${back.origin}${back.pathname}`).toBe(TEST_REDIRECT)
    expect(Object.fromEntries(back.searchParams)).toEqual({ error: 'SIGN_IN_FAILED', state: 'cancelled' })
  })

  it('refuses redirect URIs off the modal origins, unknown providers and bad PKCE challenges', async () => {
    const { challenge } = await pkcePair()
    for (const redirectUri of ['http://127.0.0.1:15173/callback', 'https://evil.example/cb', 'http://localhost:15174@evil.example/', 'javascript:alert(1)', 'http://localhost:15174/cb#frag']) {
      const res = await fetch(socialStartUrl(t.auth, 'google', { state: 's', challenge, redirectUri }), { redirect: 'manual' })
      expect(res.status, redirectUri).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_REDIRECT')
    }
    const farcaster = await fetch(socialStartUrl(t.auth, 'farcaster', { state: 's', challenge }), { redirect: 'manual' })
    expect(((await farcaster.json()) as { error: { code: string } }).error.code).toBe('INVALID_PROVIDER')
    const plain = await fetch(socialStartUrl(t.auth, 'google', { state: 's', challenge: 'short' }), { redirect: 'manual' })
    expect(plain.status).toBe(400)
    const unknownProject = await fetch(socialStartUrl(t.auth, 'google', { state: 's', challenge, projectId: 'nope' }), { redirect: 'manual' })
    expect(unknownProject.status).toBe(403)
  })

  it('grants consent on its own even when the request asks for it outright', async () => {
    const { verifier, challenge } = await pkcePair()
    const start = await fetch(socialStartUrl(t.auth, 'google', { state: 'consent', challenge }), { redirect: 'manual' })
    const authorize = new URL(start.headers.get('location')!)
    authorize.searchParams.set('prompt', 'consent')
    const back = new URL(await followSocialSignIn(t.auth, authorize.toString(), { account: 'bob' }))
    const ok = await t.call('POST', EXCHANGE, { body: { code: back.searchParams.get('code'), codeVerifier: verifier } })
    expect(ok.body.session?.user.id).toBe('google:bob')
  })

  it('refuses a callback whose state it did not issue', async () => {
    const res = await fetch(`${t.auth.url}/v1/auth/social/callback?code=abc&state=forged`, { redirect: 'manual' })
    expect(res.status).toBe(400)
    expect(res.headers.get('location')).toBeNull()
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signInByEmail, startTestAuth, type TestAuth } from '../testing/testHelpers'

const SESSION = '/v1/auth/session?projectId=airlock-demo'

describe('sessions', () => {
  let t: TestAuth
  beforeAll(async () => {
    t = await startTestAuth()
  })
  afterAll(() => t.stop())

  it('answers the session behind the token until it expires after 1 h', async () => {
    const session = await signInByEmail(t, 'carol@example.test')
    expect(session.expiresAt).toBe(t.clock.now() + 3_600_000)
    expect((await t.call('GET', SESSION, { token: session.token })).body).toEqual({ session })
    t.clock.advance(3_600_000 - 1)
    expect((await t.call('GET', SESSION, { token: session.token })).status).toBe(200)
    t.clock.advance(1)
    const expired = await t.call('GET', SESSION, { token: session.token })
    expect(expired).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Session expired: sign in again' } } })
  })

  it('binds a session to its project', async () => {
    const session = await signInByEmail(t, 'dave@example.test')
    const other = await t.call('GET', '/v1/auth/session?projectId=airlock-no-analytics', { token: session.token })
    expect(other).toMatchObject({ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'This session belongs to another project' } } })
    expect((await t.call('GET', '/v1/auth/session?projectId=nope', { token: session.token })).status).toBe(403)
  })

  it('ends a session on logout', async () => {
    const session = await signInByEmail(t, 'erin@example.test')
    expect((await t.call('POST', '/v1/auth/logout?projectId=airlock-demo', { token: session.token })).status).toBe(204)
    expect((await t.call('GET', SESSION, { token: session.token })).status).toBe(401)
    expect((await t.call('POST', '/v1/auth/logout?projectId=airlock-demo', { token: session.token })).status).toBe(401)
  })

  it('refuses missing and made-up tokens', async () => {
    expect((await t.call('GET', SESSION)).body.error?.code).toBe('UNAUTHORIZED')
    expect((await t.call('GET', SESSION, { token: 'A'.repeat(43) })).body.error?.message).toBe('Session not found or signed out')
  })

  it('allows the modal origins only, for CORS and as callers', async () => {
    const preflight = (origin: string) =>
      fetch(`${t.auth.url}${SESSION}`, { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } })
    const modal = await preflight('http://localhost:15174')
    expect(modal.headers.get('access-control-allow-origin')).toBe('http://localhost:15174')
    expect(modal.headers.get('access-control-allow-headers')).toContain('authorization')
    const page = await preflight('http://127.0.0.1:15173')
    expect(page.headers.get('access-control-allow-origin')).toBeNull()

    const fromPage = await t.call('GET', SESSION, { headers: { origin: 'http://127.0.0.1:15173' } })
    expect(fromPage).toMatchObject({ status: 403, body: { error: { code: 'PROJECT_NOT_ALLOWED' } } })
    // The mailbox is for a person at the browser, not for the modal's scripts.
    const mailbox = await fetch(`${t.auth.url}/mailbox/api/messages`, { headers: { origin: 'http://localhost:15174' } })
    expect(mailbox.headers.get('access-control-allow-origin')).toBeNull()
  })

  it('rate-limits a flood from one address', async () => {
    const answers = await Promise.all(Array.from({ length: 150 }, () => t.call('GET', SESSION)))
    const throttled = answers.filter((a) => a.status === 429)
    expect(throttled.length).toBeGreaterThan(0)
    expect(throttled[0]!.body.error?.code).toBe('THROTTLED')
    t.clock.advance(10_000)
  })
})

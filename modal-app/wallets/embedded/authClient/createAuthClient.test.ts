import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AuthSession } from '../../../../shared/authApi'
import { AuthRequestError } from './AuthRequestError'
import { createAuthClient } from './createAuthClient'

/** What the fake service saw of one call. */
interface Seen {
  method: string
  url: URL
  headers: Record<string, string>
  body: unknown
  init: RequestInit
}

type Answer = { status: number; body?: unknown; raw?: string } | 'hang' | 'hang-body' | 'network-error'

/**
 * A fake auth service as a fetch function: records each call and answers from `answer`. 'hang'
 * never answers (but honours the abort signal as fetch does); 'hang-body' sends headers and then
 * never finishes the body.
 */
function fakeService(answer: (seen: Seen) => Answer) {
  const calls: Seen[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const seen: Seen = {
      method: init.method ?? 'GET',
      url: new URL(String(input)),
      headers: init.headers as Record<string, string>,
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      init,
    }
    calls.push(seen)
    const result = answer(seen)
    const aborted = () =>
      new Promise<never>((_, reject) => {
        const fail = () => reject(new DOMException('aborted', 'AbortError'))
        if (init.signal?.aborted) fail()
        init.signal?.addEventListener('abort', fail)
      })
    if (result === 'hang') return aborted()
    if (result === 'network-error') throw new TypeError('Failed to fetch')
    if (result === 'hang-body') return { ok: true, status: 200, text: aborted } as unknown as Response
    const text = result.raw ?? (result.body === undefined ? '' : JSON.stringify(result.body))
    return new Response(result.status === 204 ? null : text, { status: result.status })
  })
  return { fetch: fetch as unknown as typeof globalThis.fetch, calls }
}

const session: AuthSession = { token: 'tok-secret-1', expiresAt: 1_900_000_000_000, projectId: 'p1', user: { id: 'email:a@b.example', email: 'a@b.example', provider: 'email' } }
const shares = { address: '0x' + 'a'.repeat(40), authShare: 'QUJD', sealedRecoveryShare: 'REVG' }

function client(answer: (seen: Seen) => Answer, authUrl = 'http://127.0.0.1:8789') {
  const service = fakeService(answer)
  return { auth: createAuthClient({ authUrl, projectId: 'p1', fetch: service.fetch }), calls: service.calls }
}

async function failure(promise: Promise<unknown>): Promise<AuthRequestError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(AuthRequestError)
    return error as AuthRequestError
  }
  throw new Error('expected the call to fail')
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createAuthClient routes', () => {
  it("has no default auth service: without the operator's authUrl it throws MissingEndpointError naming it, and calls nothing", () => {
    const fetch = vi.fn()
    expect(() => createAuthClient({ authUrl: '', projectId: 'p', fetch })).toThrow(expect.objectContaining({ name: 'MissingEndpointError', code: 'AIRLOCK_MISSING_ENDPOINT', option: 'authUrl', message: expect.stringContaining('`authUrl`') }))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('emailStart and emailVerify: POST JSON with projectId, no token, no cookies, no referrer', async () => {
    const { auth, calls } = client((s) => (s.url.pathname.endsWith('/start') ? { status: 200, body: { expiresAt: 5 } } : { status: 200, body: { session } }))
    expect(await auth.emailStart('a@b.example')).toEqual({ expiresAt: 5 })
    expect(await auth.emailVerify('a@b.example', '123456')).toEqual(session)
    expect(calls.map((c) => [c.method, c.url.pathname, c.url.searchParams.get('projectId'), c.body])).toEqual([
      ['POST', '/v1/auth/email/start', 'p1', { email: 'a@b.example' }],
      ['POST', '/v1/auth/email/verify', 'p1', { email: 'a@b.example', code: '123456' }],
    ])
    for (const c of calls) {
      expect(c.headers.authorization).toBeUndefined()
      expect(c.headers['content-type']).toBe('application/json')
      expect(c.init).toMatchObject({ credentials: 'omit', referrerPolicy: 'no-referrer' })
    }
  })

  it('session, logout and shares send the token as a bearer header only, never in the URL', async () => {
    const { auth, calls } = client((s) => {
      if (s.url.pathname === '/v1/auth/session') return { status: 200, body: { session } }
      if (s.method === 'GET') return { status: 200, body: shares }
      return { status: 204 }
    })
    expect(await auth.session('tok-secret-1')).toEqual(session)
    await auth.logout('tok-secret-1')
    expect(await auth.getShares('tok-secret-1')).toEqual(shares)
    await auth.putShares('tok-secret-1', shares)
    expect(calls.map((c) => `${c.method} ${c.url.pathname}`)).toEqual(['GET /v1/auth/session', 'POST /v1/auth/logout', 'GET /v1/wallet/shares', 'PUT /v1/wallet/shares'])
    expect(calls[3]!.body).toEqual(shares)
    for (const c of calls) {
      expect(c.headers.authorization).toBe('Bearer tok-secret-1')
      expect(c.url.href).not.toContain('tok-secret-1')
    }
  })

  it('socialExchange posts the code and verifier; farcaster creates and reads a channel', async () => {
    const channel = { channelToken: 'ch/1', url: 'http://127.0.0.1:8789/farcaster/ch1', expiresAt: 9 }
    const { auth, calls } = client((s) => {
      if (s.url.pathname === '/v1/auth/social/exchange') return { status: 200, body: { session } }
      if (s.method === 'POST') return { status: 200, body: channel }
      return { status: 200, body: { state: 'completed', session } }
    })
    expect(await auth.socialExchange('one-time', 'verifier')).toEqual(session)
    expect(await auth.farcasterChannel('hash-of-secret')).toEqual(channel)
    expect(await auth.farcasterStatus('ch/1', 'modal-secret')).toEqual({ state: 'completed', session })
    expect(calls[0]!.body).toEqual({ code: 'one-time', codeVerifier: 'verifier' })
    expect(calls[1]!.body).toEqual({ secretHash: 'hash-of-secret' })
    // The channel secret travels in a header only, never in the URL.
    expect(calls[2]!.headers['x-airlock-channel-secret']).toBe('modal-secret')
    expect(calls[2]!.url.href).not.toContain('modal-secret')
    expect(calls.map((c) => c.url.pathname)).toEqual(['/v1/auth/social/exchange', '/v1/auth/farcaster/channel', '/v1/auth/farcaster/channel/ch%2F1'])
  })

  it('builds the social start URL under a base path, with every param encoded', () => {
    const { auth, calls } = client(() => ({ status: 500 }), 'http://127.0.0.1:8789/auth/')
    const url = new URL(auth.socialStartUrl('google', { redirectUri: 'http://localhost:5174/cb?x=1&y=2', state: 's t', codeChallenge: 'abc' }))
    expect(url.pathname).toBe('/auth/v1/auth/social/google/start')
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'p1', redirectUri: 'http://localhost:5174/cb?x=1&y=2', state: 's t', codeChallenge: 'abc' })
    expect(calls).toHaveLength(0)
  })

  it('the share calls carry the device proof in a header, never the URL: the read, the upload and the migration (a known browser migrates without the factor)', async () => {
    const proof = 'p'.repeat(43)
    const { auth, calls } = client((s) => (s.method === 'GET' ? { status: 200, body: shares } : { status: 204 }))
    await auth.getShares('tok', { deviceProof: proof })
    await auth.putShares('tok', shares, { deviceProof: proof, curve: 'ed25519' })
    await auth.migrateShares('tok', shares, { deviceProof: proof })
    await auth.migrateShares('tok', shares)
    expect(calls.map((c) => `${c.method} ${c.url.pathname}${c.url.search}`)).toEqual([
      'GET /v1/wallet/shares?projectId=p1',
      'PUT /v1/wallet/shares?projectId=p1&curve=ed25519',
      'POST /v1/wallet/shares/migrate?projectId=p1',
      'POST /v1/wallet/shares/migrate?projectId=p1',
    ])
    expect(calls.map((c) => c.headers['x-airlock-device-proof'])).toEqual([proof, proof, proof, undefined])
    expect(calls[2]!.body).toEqual(shares)
    for (const c of calls) expect(c.url.href).not.toContain(proof)
  })

  it('getShares answers null for a user without a wallet (200 null, the contract)', async () => {
    const { auth } = client(() => ({ status: 200, raw: 'null' }))
    expect(await auth.getShares('tok')).toBeNull()
  })

  it('getShares also reads the older contract\'s 404 as no wallet', async () => {
    const { auth } = client(() => ({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'No wallet' } } }))
    expect(await auth.getShares('tok')).toBeNull()
  })
})

describe('createAuthClient errors', () => {
  it("THROTTLED keeps the service's text verbatim with the seconds", async () => {
    const { auth } = client(() => ({ status: 429, body: { error: { code: 'THROTTLED', message: 'Please try again after 27 seconds', retryAfterSeconds: 27 } } }))
    const error = await failure(auth.emailStart('a@b.example'))
    expect(error).toMatchObject({ reason: 'THROTTLED', message: 'Please try again after 27 seconds', status: 429, retryAfterSeconds: 27, code: 5000 })
    expect(error.toJSON()).toEqual({ code: 5000, message: 'Please try again after 27 seconds', data: { reason: 'THROTTLED', status: 429, retryAfterSeconds: 27 } })
  })

  it('a THROTTLED body without a message gets the exact text from its seconds', async () => {
    const { auth } = client(() => ({ status: 429, body: { error: { code: 'THROTTLED', message: '', retryAfterSeconds: 3.2 } } }))
    expect((await failure(auth.emailStart('a@b.example'))).message).toBe('Please try again after 4 seconds')
  })

  it.each([
    [400, 'WRONG_CODE', 'The code is not correct'],
    [400, 'CODE_EXPIRED', 'The code has expired'],
    [401, 'UNAUTHORIZED', 'Sign in again'],
    [403, 'PROJECT_NOT_ALLOWED', 'Origin not allowed'],
    [409, 'CONFLICT', 'Wallet exists'],
  ])('%i %s: reason and message are the service’s', async (status, code, message) => {
    const { auth } = client(() => ({ status, body: { error: { code, message } } }))
    const call = code === 'CONFLICT' ? auth.putShares('tok', shares) : auth.emailVerify('a@b.example', '000000')
    expect(await failure(call)).toMatchObject({ reason: code, message, status })
  })

  it.each([
    ['an HTML error page', { status: 502, raw: '<html>Bad gateway</html>' }],
    ['an unknown code', { status: 400, body: { error: { code: 'NOPE', message: '' } } }],
    ['a 200 that is not a session', { status: 200, body: { session: { token: 'x' } } }],
    ['a session of another project', { status: 200, body: { session: { ...session, projectId: 'p2' } } }],
    ['invalid JSON on 200', { status: 200, raw: '{' }],
  ])('%s is BAD_RESPONSE', async (_name, answer) => {
    const { auth } = client(() => answer)
    expect(await failure(auth.emailVerify('a@b.example', '123456'))).toMatchObject({ reason: 'BAD_RESPONSE', message: 'An error occurred' })
  })

  it('no response at all is NETWORK', async () => {
    const { auth } = client(() => 'network-error')
    expect(await failure(auth.session('tok'))).toMatchObject({ reason: 'NETWORK', status: 0 })
  })

  it('times out at 30 s, not before', async () => {
    vi.useFakeTimers()
    const { auth, calls } = client(() => 'hang')
    const result = failure(auth.emailStart('a@b.example'))
    await vi.advanceTimersByTimeAsync(29_999)
    expect(calls[0]!.init.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(await result).toMatchObject({ reason: 'TIMEOUT', message: 'The request timed out.', status: 0 })
    expect(calls[0]!.init.signal?.aborted).toBe(true)
  })

  it('the 30 s cover the body too, not only the headers', async () => {
    vi.useFakeTimers()
    const { auth } = client(() => 'hang-body')
    const result = failure(auth.session('tok'))
    await vi.advanceTimersByTimeAsync(30_000)
    expect(await result).toMatchObject({ reason: 'TIMEOUT', status: 200 })
  })

  it("the caller's signal aborts the call as ABORTED, during it and (without calling) before it", async () => {
    const { auth, calls } = client(() => 'hang')
    const controller = new AbortController()
    const pending = failure(auth.farcasterChannel('h', { signal: controller.signal }))
    controller.abort()
    expect(await pending).toMatchObject({ reason: 'ABORTED', message: 'Request was aborted' })
    expect(await failure(auth.farcasterChannel('h', { signal: controller.signal }))).toMatchObject({ reason: 'ABORTED' })
    expect(calls).toHaveLength(1)
  })

  it('no error carries the token, the code or the verifier', async () => {
    const answers: Answer[] = [{ status: 401, body: { error: { code: 'UNAUTHORIZED', message: 'Sign in again' } } }, 'network-error', { status: 500, raw: 'oops' }]
    for (const answer of answers) {
      const { auth } = client(() => answer)
      const errors = [await failure(auth.session('tok-secret-1')), await failure(auth.socialExchange('code-secret-2', 'verifier-secret-3'))]
      for (const error of errors) {
        const text = JSON.stringify(error.toJSON()) + String(error) + String(error.stack)
        for (const secret of ['tok-secret-1', 'code-secret-2', 'verifier-secret-3']) expect(text).not.toContain(secret)
      }
    }
  })
})

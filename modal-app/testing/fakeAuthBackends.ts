import type { Hex } from 'viem'
import type { AuthSession, StoredShares } from '../../shared/authApi'

export const AUTH = 'http://127.0.0.1:18789'
export const RPC = 'http://127.0.0.1:18545'
/** The one-time code the fake's social sign-in puts on the redirect. */
export const SOCIAL_CODE = 'social-one-time-code'
export const CODE = '246810'

/**
 * For unit tests: the auth service and one chain endpoint as a fetch function, kept in maps the
 * way services/auth and anvil do: one code per email (throttled for 30 s), sessions by token,
 * shares by user (404 before the first PUT, 409 after), and the few JSON-RPC calls a send needs.
 *
 * @example
 * const backends = fakeAuthBackends()
 * createEmbeddedConnector(ctx, { fetch: backends.fetch })
 */
export function fakeAuthBackends() {
  const sessions = new Map<string, AuthSession>()
  const shares = new Map<string, StoredShares>()
  const sentAt = new Map<string, number>()
  const raw: Hex[] = []
  const calls: string[] = []
  let n = 0
  const json = (status: number, body?: unknown) => new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
  const fail = (status: number, code: string, message: string, extra = {}) => json(status, { error: { code, message, ...extra } })
  const fetch = async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input))
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    if (url.origin === RPC) return json(200, { jsonrpc: '2.0', id: body.id, result: rpc(body.method, body.params) })
    calls.push(`${init.method ?? 'GET'} ${url.pathname}`)
    const token = String((init.headers as Record<string, string>)?.authorization ?? '').replace(/^Bearer /, '')
    const session = sessions.get(token)
    switch (`${init.method ?? 'GET'} ${url.pathname}`) {
      case 'POST /v1/auth/email/start': {
        const last = sentAt.get(body.email)
        if (last !== undefined && Date.now() - last < 30_000) return fail(429, 'THROTTLED', 'Please try again after 30 seconds', { retryAfterSeconds: 30 })
        sentAt.set(body.email, Date.now())
        return json(200, { expiresAt: Date.now() + 600_000 })
      }
      case 'POST /v1/auth/email/verify': {
        if (body.code !== CODE) return fail(400, 'WRONG_CODE', 'Wrong code. 4 attempts left.')
        const made: AuthSession = { token: `t${++n}`, expiresAt: Date.now() + 3_600_000, projectId: 'p', user: { id: `email:${body.email}`, email: body.email, provider: 'email' } }
        sessions.set(made.token, made)
        return json(200, { session: made })
      }
      case 'POST /v1/auth/social/exchange': {
        if (body.code !== SOCIAL_CODE || typeof body.codeVerifier !== 'string') return fail(400, 'SIGN_IN_FAILED', 'Sign-in failed. Please try again.')
        const made: AuthSession = { token: `t${++n}`, expiresAt: Date.now() + 3_600_000, projectId: 'p', user: { id: 'google:alice', username: 'alice', provider: 'google' } }
        sessions.set(made.token, made)
        return json(200, { session: made })
      }
      case 'GET /v1/auth/session':
        return session ? json(200, { session }) : fail(401, 'UNAUTHORIZED', 'Your session has ended.')
      case 'POST /v1/auth/logout':
        sessions.delete(token)
        return json(204)
      case 'GET /v1/wallet/shares': {
        if (!session) return fail(401, 'UNAUTHORIZED', 'Your session has ended.')
        const stored = shares.get(session.user.id)
        return json(200, stored ?? null)
      }
      case 'GET /v1/auth/second-factor':
        // No second factor set up: the send rule lets every send through.
        if (!session) return fail(401, 'UNAUTHORIZED', 'Your session has ended.')
        return json(200, { enrolled: false, rules: { export: false, sendsAboveUsd: null, newDevice: false }, totp: false, passkey: false })
      case 'PUT /v1/wallet/shares':
        if (!session) return fail(401, 'UNAUTHORIZED', 'Your session has ended.')
        if (shares.has(session.user.id)) return fail(409, 'CONFLICT', 'A wallet exists')
        shares.set(session.user.id, body)
        return json(204)
    }
    return fail(404, 'NOT_FOUND', 'No such route')
  }
  function rpc(method: string, params: unknown[]): unknown {
    if (method === 'eth_getTransactionCount') return '0x7'
    if (method === 'eth_estimateGas') return '0x5208'
    if (method === 'eth_getBlockByNumber') return { baseFeePerGas: '0x3b9aca00' }
    if (method === 'eth_maxPriorityFeePerGas') return '0x1'
    if (method === 'eth_sendRawTransaction') {
      raw.push(params[0] as Hex)
      return `0x${'ab'.repeat(32)}`
    }
    throw new Error(`unexpected ${method}`)
  }
  return { fetch: fetch as typeof globalThis.fetch, sessions, shares, raw, calls }
}


import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { AuthErrorBody, AuthSession, OidcSocialProvider, StoredShares } from '../../../shared/authApi/types'
import { postgresEngine } from '../../fixtures/storage/postgresEngine'
import type { SqlEngine } from '../../fixtures/storage/SqlEngine'
import { sqliteEngine } from '../../fixtures/storage/sqliteEngine'
import { testInstanceCount } from '../../fixtures/storage/testInstanceCount'
import { testPostgresDatabase } from '../../fixtures/storage/testPostgresDatabase'
import { authMigrations } from '../internal/authMigrations'
import { authPostgresMigrations } from '../internal/authPostgresMigrations'
import { startAuthService, type AuthServiceOptions, type RunningAuthService } from '../startAuthService'
import type { SinkMessage } from '../mail/startSmtpSink'
import { startAuthInstances } from './startAuthInstances'

/** The modal page the tests' social sign-ins return to (a modal origin of config/ports.json). */
export const TEST_REDIRECT = 'http://localhost:15174/auth/callback'

/** Every field a response of the contract can carry, so tests read them without casts. */
export interface ApiBody extends Partial<StoredShares> {
  recoveryShare?: string
  error?: AuthErrorBody
  session?: AuthSession
  expiresAt?: number
  state?: string
  channelToken?: string
  url?: string
}

export interface TestAuth {
  auth: RunningAuthService
  /** The service's clock: starts at the real time, moves only by `advance`. */
  clock: { now(): number; advance(ms: number): void }
  /** The database file when started `onDisk` (in a temp folder removed by `stop`). */
  databasePath: string
  /** Which engine the service runs on: SQLite, or Postgres in the service suites' Postgres run. */
  engine: 'sqlite' | 'postgres'
  /**
   * The service's database through a connection of the test's own, to look at or plant rows:
   * the file when started `onDisk`, or the Postgres database in the Postgres run.
   */
  sql: SqlEngine
  /** JSON call to the service: `{ status, body }`. */
  call(method: string, path: string, options?: { body?: unknown; token?: string; headers?: Record<string, string> }): Promise<{ status: number; body: ApiBody; headers: Headers }>
  stop(): Promise<void>
}

/**
 * Starts an auth service for one test file on free ports with a clock the test moves, the dev
 * pages on (as in the local stack) and an in-memory database, or with `onDisk` a SQLite file in a
 * temp folder (to look at what is stored, through `sql`); in the suites' Postgres run, a fresh
 * Postgres database either way. In the two-instance run (vitest.instances.config.ts) `auth` is
 * that many instances on the database behind a round-robin proxy, as startAuthInstances starts
 * them (the proxy's URL as their public URL, one OpenID Connect provider): its `url` is the
 * proxy's, and the code mails are read through it from the shared mailbox.
 *
 * @example
 * const t = await startTestAuth()
 * const { status } = await t.call('POST', '/v1/auth/email/start?projectId=airlock-demo', { body: { email } })
 */
export async function startTestAuth({ onDisk = false, ...options }: Partial<AuthServiceOptions> & { onDisk?: boolean } = {}): Promise<TestAuth> {
  let t = Date.now()
  const clock = { now: () => t, advance: (ms: number) => void (t += ms) }
  const dir = onDisk ? mkdtempSync(join(tmpdir(), 'airlock-auth-')) : null
  const databasePath = dir ? join(dir, 'auth.sqlite') : ':memory:'
  // The suites' Postgres run puts the service on a fresh database of its own.
  const databaseUrl = await testPostgresDatabase('auth')
  const auth = await startTestInstances(testInstanceCount(), { port: 0, smtpPort: 0, oidcPort: 0, databasePath, databaseUrl, now: clock.now, log: () => {}, devPages: true, ...options })
  const sql = databaseUrl ? await postgresEngine(databaseUrl, 'auth', authPostgresMigrations) : dir ? sqliteEngine(databasePath, authMigrations) : noSql
  return {
    auth,
    clock,
    databasePath,
    engine: databaseUrl ? 'postgres' : 'sqlite',
    sql,
    async call(method, path, { body, token, headers = {} } = {}) {
      const res = await fetch(`${auth.url}${path}`, {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await res.text()
      return { status: res.status, body: (text ? JSON.parse(text) : {}) as ApiBody, headers: res.headers }
    },
    async stop() {
      await auth.stop()
      if (sql !== noSql) await sql.close()
      if (dir) rmSync(dir, { recursive: true, force: true })
    },
  }
}

/** One instance, or `count` on the same database behind a round-robin proxy (startAuthInstances), seen as one service. */
async function startTestInstances(count: number, options: AuthServiceOptions): Promise<RunningAuthService> {
  if (count === 1) return startAuthService(options)
  return (await startAuthInstances(count, options)).service
}

/** What `sql` is for a service on an in-memory database: nothing another connection can reach. */
const noSql = new Proxy({} as SqlEngine, {
  get: () => {
    throw new Error('start the test auth service with onDisk: true to reach its database')
  },
})

/**
 * The mails sent to `to`, read through the mailbox's JSON API as a test or a page would: at the
 * service's URL, which behind the proxy is any instance (the mailbox is in the database, shared).
 *
 * @example
 * const [mail] = await mailsTo(t.auth, 'alice@example.test')
 */
export async function mailsTo(auth: RunningAuthService, to: string): Promise<SinkMessage[]> {
  const res = await fetch(`${auth.url}/mailbox/api/messages?to=${encodeURIComponent(to)}`)
  return ((await res.json()) as { messages: SinkMessage[] }).messages
}

/**
 * The newest code mailed to `to` (from the mailbox API).
 *
 * @example
 * const code = await latestCode(t.auth, 'alice@example.test')
 */
export async function latestCode(auth: RunningAuthService, to: string): Promise<string> {
  const [mail] = await mailsTo(auth, to)
  const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code mail for ${to}`)
  return code
}

/**
 * A full email sign-in (start, read the code from the mailbox, verify) answering the session.
 *
 * @example
 * const session = await signInByEmail(t, 'alice@example.test')
 */
export async function signInByEmail(t: TestAuth, email: string, projectId = 'airlock-demo'): Promise<AuthSession> {
  const start = await t.call('POST', `/v1/auth/email/start?projectId=${projectId}`, { body: { email } })
  if (start.status !== 200) throw new Error(`start answered ${start.status}`)
  const verify = await t.call('POST', `/v1/auth/email/verify?projectId=${projectId}`, { body: { email, code: await latestCode(t.auth, email) } })
  if (verify.status !== 200) throw new Error(`verify answered ${verify.status}`)
  return verify.body.session!
}

/**
 * Drives a social sign-in the way the popup would, with fetch and a hand-kept cookie jar: opens
 * `startUrl`, follows each redirect, posts the provider's login form for `account` (or cancels),
 * and stops at the first redirect that leaves the auth service and the provider, answering it;
 * with `untilCallback`, at the provider's redirect to the service's callback, not yet followed.
 *
 * @example
 * const back = await followSocialSignIn(t.auth, startUrl, { account: 'alice' })
 * new URL(back).searchParams.get('code')
 */
export async function followSocialSignIn(
  auth: RunningAuthService,
  startUrl: string,
  { account, cancel = false, untilCallback = false }: { account?: string; cancel?: boolean; untilCallback?: boolean } = {},
): Promise<string> {
  const jar = new Map<string, string>()
  const own = new Set([new URL(auth.url).origin, new URL(auth.issuer).origin])
  let url = startUrl
  let init: RequestInit = {}
  for (let hop = 0; hop < 20; hop++) {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
    const res = await fetch(url, { ...init, redirect: 'manual', headers: { ...(init.headers as Record<string, string>), ...(cookie ? { cookie } : {}) } })
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair!.indexOf('=')
      jar.set(pair!.slice(0, eq).trim(), pair!.slice(eq + 1))
    }
    init = {}
    const location = res.headers.get('location')
    if (location) {
      url = new URL(location, url).toString()
      if (!own.has(new URL(url).origin)) return url
      if (untilCallback && url.startsWith(`${auth.url}/v1/auth/social/callback?`)) return url
      continue
    }
    const html = await res.text()
    if (res.status !== 200 || !html.includes('name="account"')) throw new Error(`sign-in stopped at ${url} (${res.status}): ${html.slice(0, 200)}`)
    const action = /<form method="post" action="([^"]+)\/login">/.exec(html)?.[1]
    if (!action) throw new Error('no login form')
    url = new URL(`${action}/${cancel ? 'abort' : 'login'}`, url).toString()
    init = { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: cancel ? '' : new URLSearchParams({ account: account ?? 'alice' }).toString() }
  }
  throw new Error('too many redirects')
}

/** A PKCE verifier and its S256 challenge, as the modal makes them. */
export async function pkcePair(): Promise<{ verifier: string; challenge: string }> {
  const { createHash, randomBytes } = await import('node:crypto')
  const verifier = randomBytes(32).toString('base64url')
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') }
}

/**
 * The start URL the modal opens in its popup for `provider`.
 *
 * @example
 * const url = socialStartUrl(t.auth, 'google', { state: 's1', challenge })
 */
export function socialStartUrl(auth: RunningAuthService, provider: OidcSocialProvider | string, { state, challenge, redirectUri = TEST_REDIRECT, projectId = 'airlock-demo' }: { state: string; challenge: string; redirectUri?: string; projectId?: string }): string {
  const q = new URLSearchParams({ projectId, redirectUri, state, codeChallenge: challenge })
  return `${auth.url}/v1/auth/social/${provider}/start?${q.toString()}`
}

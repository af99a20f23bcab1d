import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestPostgres, type TestPostgres } from '../fixtures/storage/startTestPostgres'
import { startRoundRobinProxy, type RoundRobinProxy } from '../internal/startRoundRobinProxy'
import { startAuthService, type RunningAuthService } from './startAuthService'
import type { ApiBody } from './testing/testHelpers'

// Faults under a steady load of email sign-ins through a round-robin proxy, on a Postgres server
// of this file's own: an instance killed, the database restarted. Every session a client was
// answered, and every wallet's key shares a client was answered 204 for, must still be there
// afterwards (no write lost).
let server: TestPostgres
const cleanups: (() => Promise<void> | void)[] = []
beforeAll(async () => {
  server = await startTestPostgres()
})
afterAll(async () => {
  for (const c of cleanups.reverse()) await c()
  await server?.stop()
})

// The per-client limits out of the way: every request here comes from 127.0.0.1.
const limits = { clientRequests: { burst: 1e6, perSecond: 1e6 }, clientEmailCalls: { burst: 1e6, perSecond: 1e6 } }
const Q = '?projectId=airlock-demo'
const codePepper = randomBytes(32)

async function instance(databaseUrl: string): Promise<RunningAuthService> {
  const auth = await startAuthService({ port: 0, smtpPort: 0, oidcPort: 0, databasePath: ':memory:', databaseUrl, codePepper, devPages: true, limits, log: () => {} })
  cleanups.push(() => auth.stop())
  return auth
}

/** An instance in a process of its own, so it can be killed outright. */
async function processInstance(databaseUrl: string): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'services/auth/testing/authInstanceMain.ts'], {
    env: { ...process.env, DATABASE_URL: databaseUrl, AIRLOCK_CODE_PEPPER: codePepper.toString('hex'), AIRLOCK_AUTH_LIMITS: JSON.stringify(limits) },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  cleanups.push(() => void child.kill('SIGKILL'))
  const line = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).once('line', resolve)
    child.once('exit', (code) => reject(new Error(`auth instance exited (${code})`)))
  })
  return { url: (JSON.parse(line) as { url: string }).url, child }
}

async function proxyTo(urls: string[]): Promise<RoundRobinProxy> {
  const proxy = await startRoundRobinProxy(urls)
  cleanups.push(() => proxy.stop())
  return proxy
}

/** What one call answered: `200`, `503 DATABASE_UNAVAILABLE`, `502`, or `network` when no answer came. */
async function call(url: string, init: RequestInit = {}): Promise<{ kind: string; body: ApiBody }> {
  try {
    const res = await fetch(url, init)
    const text = await res.text()
    let body: ApiBody = {}
    try {
      body = JSON.parse(text) as ApiBody
    } catch {
      // A 502 from the proxy is plain text.
    }
    return { kind: `${res.status}${body.error ? ` ${body.error.code}` : ''}`, body }
  } catch {
    return { kind: 'network', body: {} }
  }
}

const post = (url: string, path: string, body: unknown) => call(`${url}${path}${Q}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
const SHARES = `/v1/wallet/shares${Q}`

/** A stored wallet as the client was told: the session that wrote it and the auth share it sent. */
interface WrittenShares {
  token: string
  authShare: string
}

/** A fresh wallet's server-held shares, as the embedded wallet sends them after its first sign-in. */
function freshShares() {
  return {
    address: `0x${randomBytes(20).toString('hex')}`,
    authShare: randomBytes(33).toString('base64'),
    sealedRecoveryShare: Buffer.concat([Buffer.from([1]), randomBytes(77)]).toString('base64'),
  }
}

/**
 * Four visitors signing in by email through `proxyUrl`, one after another, until stopped, each
 * new session then storing its wallet's key shares: the sessions and share writes they were
 * answered, and every answer counted by kind.
 */
function signInLoad(proxyUrl: string, mailboxes: () => string[]) {
  const sessions: string[] = []
  const shares: WrittenShares[] = []
  const kinds = new Map<string, number>()
  const count = (kind: string) => kinds.set(kind, (kinds.get(kind) ?? 0) + 1)
  let running = true
  let n = 0
  const codeFor = async (email: string) => {
    for (const url of mailboxes()) {
      const { body } = await call(`${url}/mailbox/api/messages?to=${encodeURIComponent(email)}`)
      const text = (body as { messages?: { text: string }[] }).messages?.[0]?.text
      const code = text && /\b(\d{6})\b/.exec(text)?.[1]
      if (code) return code
    }
    return undefined
  }
  const visitor = async () => {
    while (running) {
      const email = `fault-${n++}@example.test`
      const start = await post(proxyUrl, '/v1/auth/email/start', { email })
      count(`start ${start.kind}`)
      if (start.kind !== '200') continue
      const code = await codeFor(email)
      // A code mailed by an instance killed since, or unreadable while the database is down: that sign-in is abandoned.
      if (!code) continue
      const verify = await post(proxyUrl, '/v1/auth/email/verify', { email, code })
      count(`verify ${verify.kind}`)
      if (verify.kind !== '200') continue
      const token = verify.body.session!.token
      sessions.push(token)
      const wallet = freshShares()
      const put = await call(`${proxyUrl}${SHARES}`, { method: 'PUT', headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` }, body: JSON.stringify(wallet) })
      count(`share ${put.kind}`)
      if (put.kind === '204') shares.push({ token, authShare: wallet.authShare })
    }
  }
  const visitors = [...Array(4)].map(visitor)
  return {
    sessions,
    shares,
    kinds,
    async until(done: () => boolean) {
      while (!done()) await new Promise((r) => setTimeout(r, 20))
    },
    async stop() {
      running = false
      await Promise.all(visitors)
    },
  }
}

/** How many of `written` the service gives back, to the session that wrote them, unchanged. */
async function storedShares(url: string, written: WrittenShares[]): Promise<number> {
  let ok = 0
  for (const { token, authShare } of written) {
    const { kind, body } = await call(`${url}${SHARES}`, { headers: { authorization: `Bearer ${token}` } })
    if (kind === '200' && (body as { authShare?: string } | null)?.authShare === authShare) ok++
  }
  return ok
}

/** How many of `tokens` the service still honours. */
async function honoured(url: string, tokens: string[]): Promise<number> {
  let ok = 0
  for (const token of tokens) if ((await call(`${url}/v1/auth/session${Q}`, { headers: { authorization: `Bearer ${token}` } })).kind === '200') ok++
  return ok
}

describe('faults under load, two auth instances on Postgres', () => {
  it('an instance killed mid-load: the other keeps answering, and every session and key-share write answered is kept', { timeout: 90_000 }, async () => {
    const databaseUrl = await server.createDatabase('fault_kill')
    const doomed = await processInstance(databaseUrl)
    const survivor = await instance(databaseUrl)
    const proxy = await proxyTo([doomed.url, survivor.url])
    let dead = false
    const load = signInLoad(proxy.url, () => (dead ? [survivor.url] : [doomed.url, survivor.url]))
    await load.until(() => load.sessions.length >= 10 && load.shares.length >= 5)
    doomed.child.kill('SIGKILL')
    await new Promise((r) => doomed.child.once('exit', r))
    dead = true
    const atKill = { sessions: load.sessions.length, shares: load.shares.length }
    await load.until(() => load.sessions.length >= atKill.sessions + 20 && load.shares.length >= atKill.shares + 10)
    await load.stop()
    // Only the calls in flight at the kill may have gone unanswered (a 502 from the proxy), at most one per visitor.
    const failed = [...load.kinds].filter(([kind]) => !/ 20[04]$/.test(kind)).reduce((n, [, c]) => n + c, 0)
    expect([...load.kinds.keys()].every((kind) => / (200|204|502)$/.test(kind))).toBe(true)
    expect(failed).toBeLessThanOrEqual(4)
    expect(await honoured(proxy.url, load.sessions)).toBe(load.sessions.length)
    expect(await storedShares(proxy.url, load.shares)).toBe(load.shares.length)
  })

  it('Postgres restarted mid-load: requests get a coded 503 while it is down, and the same instances recover by themselves', { timeout: 90_000 }, async () => {
    const databaseUrl = await server.createDatabase('fault_restart')
    const instances = [await instance(databaseUrl), await instance(databaseUrl)]
    const proxy = await proxyTo(instances.map((a) => a.url))
    const load = signInLoad(proxy.url, () => instances.map((a) => a.url))
    await load.until(() => load.sessions.length >= 10)
    await server.down()
    await load.until(() => (load.kinds.get('start 503 DATABASE_UNAVAILABLE') ?? 0) >= 5)
    await server.up()
    const atRestart = load.sessions.length
    await load.until(() => load.sessions.length >= atRestart + 20)
    await load.stop()
    // Nothing but answers and coded 503s: no 500, no hung or dropped call.
    expect([...load.kinds.keys()].every((kind) => / (200|204|503 DATABASE_UNAVAILABLE)$/.test(kind))).toBe(true)
    expect(await honoured(proxy.url, load.sessions)).toBe(load.sessions.length)
    expect(await storedShares(proxy.url, load.shares)).toBe(load.shares.length)
  })
})

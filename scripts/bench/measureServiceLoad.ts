import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import autocannon from 'autocannon'
import Database from 'better-sqlite3'
import pg from 'pg'
import type { Address } from 'viem'
import { portOffset } from '../../config/urls'
import { startAuthService, type RunningAuthService } from '../../services/auth/startAuthService'
import { startTestPostgres } from '../../services/fixtures/storage/startTestPostgres'
import { startRoundRobinProxy, type RoundRobinProxy } from '../../services/internal/startRoundRobinProxy'
import { startStack, type Stack } from '../../services/stack'
import { summarize, type Spread } from './stats'

/** One endpoint driven at a fixed rate: what came back and how fast. */
export interface EndpointLoad {
  /** The rate asked for (requests per second). */
  rate: number
  /** Requests answered per second over the run. */
  requestsPerSecond: number
  /** Latency of every answer (ms): median, 99th percentile and spread. */
  median: number
  p99: number
  spread: Spread
  answered: number
  /** 429 THROTTLED answers, and for the email pair the verifies of a refused start: the limits doing their work. */
  limited: number
  /** Everything else that is not a success: socket errors, timeouts, 5xx, unexpected 4xx. Must be 0. */
  errors: number
}

/** The figures of one setup (`postgres1`, `postgres2`, `sqlite1`). */
export interface SetupLoad {
  instances: number
  engine: 'postgres' | 'sqlite'
  balance: EndpointLoad
  settings: EndpointLoad
  history: EndpointLoad
  /** The email start/verify pair, each session followed by its key-share write (the embedded wallet's first sign-in). */
  emailPair: EndpointLoad
  /** Sessions the verifies answered. */
  sessionsIssued: number
  /** Key-share writes (`PUT /v1/wallet/shares`) answered 204. */
  sharesWritten: number
  /** Sessions answered but not in the database afterwards. */
  lostSessions: number
  /** Share writes answered 204 whose auth share and sealed recovery share are not both in the database afterwards. */
  lostShares: number
  /** lostSessions + lostShares: must be 0. */
  lostWrites: number
}

/** What `npm run bench -- load` writes under `load`. */
export interface ServiceLoad {
  seconds: number
  postgres1: SetupLoad
  postgres2: SetupLoad
  sqlite1: SetupLoad
  /** p99 with two instances ÷ p99 with one, both on Postgres, per endpoint. */
  p99TwoOverOne: Record<'balance' | 'settings' | 'history' | 'emailPair', number>
}

/**
 * Fixed request rates (per second): balance at the budget's 500, the email pair at the per-client
 * email limit's order; the pair's rate counts its share writes too (start, verify, share: 30/s
 * keeps the email calls near 20/s).
 */
export const LOAD_RATES = { balance: 500, settings: 200, history: 100, emailPair: 30 } as const
const Q = 'projectId=airlock-demo'
/** Where the load's Postgres stack sits, above the bench stack's ports (and AIRLOCK_PORT_OFFSET's). */
const LOAD_STACK_OFFSET = 950

/** A setup under test: the instances behind a round-robin proxy, and how to count the sessions and shares they stored. */
interface Setup {
  dataApi: RoundRobinProxy
  auth: RoundRobinProxy
  /** Every instance's mail sink, to read the codes the starts mailed. */
  auths: RunningAuthService[]
  account: Address
  count(): Promise<Stored>
}

/** Rows a setup's auth database holds: sessions, and users with both their auth share and sealed recovery share. */
interface Stored {
  sessions: number
  shares: number
}

const COUNT_SESSIONS = 'SELECT count(*) AS n FROM sessions'
// A wallet is stored only when both of its shares are: one without the other is a lost write.
const COUNT_SHARES = 'SELECT count(*) AS n FROM auth_shares a JOIN sealed_recovery_shares s ON s.user_id = a.user_id'

/**
 * The services under load (issue 41): the balance, settings and history endpoints of the data
 * service and the email-code start/verify pair of the auth service (each session then writing
 * its key shares, as the embedded wallet does after its first sign-in), each at a fixed rate
 * (`LOAD_RATES`) for `seconds` with autocannon, against one and two instances on Postgres (a
 * throwaway server) and one on SQLite (the bench stack's data service and an auth service on a
 * SQLite file), every setup behind the same
 * loopback round-robin proxy. Each verify that answers a session and each share write answered
 * 204 is a write; afterwards the database must hold every one (lost writes 0, sessions and
 * shares counted apart). The load generator runs in this process
 * beside the instances, so on a small machine the figures are an upper bound of what the
 * services alone would take.
 *
 * @example
 * const load = await measureServiceLoad(stack, 30)
 * load.postgres1.balance.p99 // ms
 */
export async function measureServiceLoad(sqliteStack: Stack, seconds = 30): Promise<ServiceLoad> {
  const server = await startTestPostgres()
  const dir = mkdtempSync(join(tmpdir(), 'airlock-load-'))
  const stoppers: (() => Promise<void>)[] = [async () => rmSync(dir, { recursive: true, force: true }), () => server.stop()]
  try {
    const databaseUrl = await server.createDatabase('load')
    // The two-instance setup's balancer first: it is the instances' public URL.
    const balancer = await startRoundRobinProxy([])
    stoppers.unshift(() => balancer.stop())
    // The chains and data service instances on Postgres; no auth, relay or paymaster (their own below).
    const stack = await startStack({ profile: 'test', portOffset: portOffset(process.env) + LOAD_STACK_OFFSET, stateDir: dir, databaseUrl, dataApiInstances: 2, dataApiPublicUrl: balancer.url, auth: false, aa: false, relay: false, registry: false, solana: false, handleSignals: false })
    stoppers.unshift(() => stack.stop())
    const codePepper = randomBytes(32)
    const auths: RunningAuthService[] = []
    for (let i = 0; i < 2; i++) {
      const auth = await startAuthService({ port: 0, smtpPort: 0, oidcPort: 0, databasePath: ':memory:', databaseUrl, codePepper, devPages: true, log: () => {} })
      auths.push(auth)
      stoppers.unshift(() => auth.stop())
    }
    const countPostgres = async (): Promise<Stored> => {
      const client = new pg.Client({ connectionString: databaseUrl })
      await client.connect()
      try {
        const n = async (sql: string) => Number((await client.query<{ n: string }>(sql)).rows[0]!.n)
        return { sessions: await n(COUNT_SESSIONS), shares: await n(COUNT_SHARES) }
      } finally {
        await client.end()
      }
    }
    const setup = async (dataApiUrls: string[], authServices: RunningAuthService[], count: () => Promise<Stored>, started?: RoundRobinProxy): Promise<Setup> => {
      const dataApi = started ?? (await startRoundRobinProxy(dataApiUrls))
      dataApi.setTargets(dataApiUrls)
      const auth = await startRoundRobinProxy(authServices.map((a) => a.url))
      stoppers.unshift(() => dataApi.stop(), () => auth.stop())
      return { dataApi, auth, auths: authServices, account: stack.accounts[0]!, count }
    }
    // One auth service on a SQLite file beside the bench stack's data service (also SQLite).
    const sqliteAuth = await startAuthService({ port: 0, smtpPort: 0, oidcPort: 0, databasePath: join(dir, 'auth.sqlite'), devPages: true, log: () => {} })
    stoppers.unshift(() => sqliteAuth.stop())
    const countSqlite = async (): Promise<Stored> => {
      const db = new Database(join(dir, 'auth.sqlite'), { readonly: true, fileMustExist: true })
      try {
        const n = (sql: string) => (db.prepare(sql).get() as { n: number }).n
        return { sessions: n(COUNT_SESSIONS), shares: n(COUNT_SHARES) }
      } finally {
        db.close()
      }
    }
    const postgres1 = await runSetup(await setup([stack.dataApiUrls[0]!], [auths[0]!], countPostgres), 'postgres', 1, seconds)
    const postgres2 = await runSetup(await setup(stack.dataApiUrls, auths, countPostgres, balancer), 'postgres', 2, seconds)
    const sqlite1 = await runSetup({ ...(await setup([sqliteStack.dataApiUrl], [sqliteAuth], countSqlite)), account: sqliteStack.accounts[0]! }, 'sqlite', 1, seconds)
    const over = (k: 'balance' | 'settings' | 'history' | 'emailPair') => Math.round((postgres2[k].p99 / postgres1[k].p99) * 100) / 100
    return { seconds, postgres1, postgres2, sqlite1, p99TwoOverOne: { balance: over('balance'), settings: over('settings'), history: over('history'), emailPair: over('emailPair') } }
  } finally {
    for (const stop of stoppers) await stop().catch(() => {})
  }
}

async function runSetup(s: Setup, engine: 'postgres' | 'sqlite', instances: number, seconds: number): Promise<SetupLoad> {
  const base = s.dataApi.url
  const balance = await drive(`${base}/v1/account/${s.account}/balance?${Q}&currency=usd&chainId=eip155:1&forceUpdate=false`, LOAD_RATES.balance, seconds)
  const settings = await drive(`${base}/v1/projects/airlock-demo/settings`, LOAD_RATES.settings, seconds)
  const history = await drive(`${base}/v1/account/${s.account}/history?${Q}&chainId=eip155:1`, LOAD_RATES.history, seconds)
  const before = await s.count()
  const pair = await driveEmailPair(s, seconds)
  const after = await s.count()
  const lostSessions = Math.max(0, pair.sessions - (after.sessions - before.sessions))
  const lostShares = Math.max(0, pair.shares - (after.shares - before.shares))
  return { instances, engine, balance, settings, history, emailPair: pair.load, sessionsIssued: pair.sessions, sharesWritten: pair.shares, lostSessions, lostShares, lostWrites: lostSessions + lostShares }
}

/** GETs `url` at `rate` a second for `seconds` (after 2 s of warm-up at the same rate). */
async function drive(url: string, rate: number, seconds: number): Promise<EndpointLoad> {
  await fire({ url, overallRate: rate, connections: connectionsFor(rate), duration: 2 })
  return fire({ url, overallRate: rate, connections: connectionsFor(rate), duration: seconds }, rate)
}

/** Enough connections that the rate, not the round trips, sets the pace. */
function connectionsFor(rate: number): number {
  return Math.max(4, Math.ceil(rate / 25))
}

/**
 * The start/verify pair with a fresh address each time; the verify carries the code the start
 * mailed (read from the sink), and a session it answers stores a wallet's shares (a fresh auth
 * share and address per user). No session, no share write: the sequence starts over.
 */
async function driveEmailPair(s: Setup, seconds: number): Promise<{ load: EndpointLoad; sessions: number; shares: number }> {
  let n = 0
  let sessions = 0
  let shares = 0
  let consequent = 0
  const run = `${Date.now().toString(36)}${randomBytes(2).toString('hex')}`
  const codeFor = (email: string): string | undefined => {
    for (const a of s.auths) {
      const mail = a.sink.messages(email)[0]
      const code = mail && /\b(\d{6})\b/.exec(mail.text)?.[1]
      if (code) return code
    }
    return undefined
  }
  type Context = { email?: string; started?: boolean; code?: string; token?: string }
  const load = await fire(
    {
      url: s.auth.url,
      overallRate: LOAD_RATES.emailPair,
      connections: 4,
      duration: seconds,
      requests: [
        {
          method: 'POST',
          path: `/v1/auth/email/start?${Q}`,
          headers: { 'content-type': 'application/json' },
          setupRequest: (req, context: Context) => {
            context.email = `load-${run}-${n++}@example.test`
            return { ...req, body: JSON.stringify({ email: context.email }) }
          },
          onResponse: (status, _body, context: Context) => {
            context.started = status === 200
          },
        },
        {
          method: 'POST',
          path: `/v1/auth/email/verify?${Q}`,
          headers: { 'content-type': 'application/json' },
          setupRequest: (req, context: Context) => {
            context.code = (context.started && codeFor(context.email!)) || '000000'
            return { ...req, body: JSON.stringify({ email: context.email, code: context.code }) }
          },
          onResponse: (status, body, context: Context) => {
            context.token = undefined
            if (status === 200) {
              sessions++
              context.token = (JSON.parse(body) as { session?: { token?: string } }).session?.token
            }
            // A verify after a refused start has no code to check: the refusal's consequence, not an error.
            else if (!context.started && status !== 429) consequent++
          },
        },
        {
          method: 'PUT',
          path: `/v1/wallet/shares?${Q}`,
          // Returning nothing skips this request and restarts the sequence (autocannon): no session, nothing to store.
          setupRequest: (req, context: Context) =>
            context.token ? { ...req, headers: { 'content-type': 'application/json', authorization: `Bearer ${context.token}` }, body: JSON.stringify(freshShares()) } : undefined!,
          onResponse: (status) => {
            if (status === 204) shares++
          },
        },
      ],
    },
    LOAD_RATES.emailPair,
    () => consequent,
  )
  return { load, sessions, shares }
}

/** A wallet's server-held shares as the embedded wallet sends them: an address, a 33-byte auth share, a version-1 sealed recovery share (78 bytes). */
function freshShares(): { address: string; authShare: string; sealedRecoveryShare: string } {
  return {
    address: `0x${randomBytes(20).toString('hex')}`,
    authShare: randomBytes(33).toString('base64'),
    sealedRecoveryShare: Buffer.concat([Buffer.from([1]), randomBytes(77)]).toString('base64'),
  }
}

/** Runs autocannon, timing every answer; 429s (and `alsoLimited`) count as limited, other failures as errors. */
function fire(options: autocannon.Options, rate?: number, alsoLimited: () => number = () => 0): Promise<EndpointLoad> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = []
    let limited = 0
    let failed = 0
    const instance = autocannon({ ...options, timeout: 10 }, (error, result) => {
      if (error) return reject(error)
      const extra = alsoLimited()
      const answered = latencies.length
      resolve({
        rate: rate ?? 0,
        requestsPerSecond: Math.round((answered / (options.duration as number)) * 10) / 10,
        ...summarize(latencies),
        answered,
        limited: limited + extra,
        errors: failed - extra + result.errors + result.timeouts,
      })
    })
    instance.on('response', (_client: unknown, status: number, _bytes: number, ms: number) => {
      latencies.push(ms)
      if (status === 429) limited++
      else if (status >= 300) failed++
    })
  })
}

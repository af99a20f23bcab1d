import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { modalOrigins as defaultModalOrigins } from '../internal/paths'
import { loadProjects, type Project } from '../fixtures/projects/loadProjects'
import { createAuthApi } from './createAuthApi'
import { emptyRegistry, testUserRegistry, type FarcasterIdRegistry } from './farcaster/FarcasterIdRegistry'
import { AuthDatabase } from './internal/AuthDatabase'
import { defaultAuthLimits, type AuthContext, type AuthLimits } from './internal/context'
import { DevMailbox } from './mail/DevMailbox'
import { createCodeMailer } from './mail/sendCodeMail'
import { startSmtpSink, type SmtpSink } from './mail/startSmtpSink'
import { OidcRelyingParty } from './oidc/OidcRelyingParty'
import { publicOrigin } from '../internal/publicOrigin'
import { startOidcProvider, type RunningOidcProvider } from './oidc/startOidcProvider'

export interface AuthServiceOptions {
  /** HTTP port of the auth API, mailbox and connect pages; 0 picks a free one. */
  port: number
  /** Port of the local SMTP sink the code mails go to; 0 picks a free one. */
  smtpPort: number
  /** Port of the local OpenID Connect provider (the issuer); 0 picks a free one. Unused with `oidcProvider`. */
  oidcPort: number
  /**
   * Where browsers and Farcaster clients reach the service, when that is not its own address:
   * the URL of the load balancer in front of many instances (all given the same). The social
   * sign-in callback, the Farcaster SIWE domain and URI and the connect page are on it, and its
   * host is answered like the service's own. An http(s) origin; default `http://127.0.0.1:<port>`.
   */
  publicUrl?: string
  /**
   * The addresses (or CIDR ranges) of the load balancer in front of the instances: a request from
   * one of them counts against the client its `X-Forwarded-For` names in the per-client limits
   * (not against the balancer, which would make each limit one for every visitor together).
   * Unset (the default): that header is ignored, so no caller can name another address.
   */
  trustedProxies?: readonly string[]
  /**
   * A running OpenID Connect provider to sign in through instead of starting one on `oidcPort`:
   * one provider for every instance behind a balancer (it keeps its logins in memory), whose
   * clients redirect to `<publicUrl>/v1/auth/social/callback`. Not stopped by `stop()`.
   */
  oidcProvider?: Pick<RunningOidcProvider, 'issuer' | 'clients'>
  /** The auth database file; `:memory:` for tests. Instances sharing the file share its state and limits. */
  databasePath: string
  /**
   * A PostgreSQL database (`postgres://…`, usually `DATABASE_URL`) to keep the auth tables in
   * instead of the file: many instances on one database share codes, sessions, shares, lockouts
   * and limits. Unset: the SQLite file at `databasePath`.
   */
  databaseUrl?: string | undefined
  /**
   * The secret email codes are hashed with (HMAC key). Random per process by default; instances
   * that share a database must be given the same one, or a code mailed by one can't be checked by another.
   */
  codePepper?: Uint8Array
  projects?: readonly Project[]
  /** Allowed CORS origins and social redirect targets; the modal's dev and test origins by default. */
  modalOrigins?: readonly string[]
  /** The clock (epoch ms); tests move it to expire codes, sessions and channels. */
  now?: () => number
  limits?: Partial<AuthLimits>
  /**
   * Serve the local mailbox (every code mail, readable by any local page) and the Farcaster
   * connect page: the local stack (dev and test profiles) only. Default false, so a service
   * started any other way never shows a code to anyone but the mail's recipient.
   */
  devPages?: boolean
  /** Offer "Approve as test user" on the Farcaster connect page (default: as `devPages`). */
  testUsers?: boolean
  /**
   * Who owns a fid. Default: the local test users with `devPages`, else a registry that knows
   * no fid (Farcaster sign-in is refused until the ID registry is wired in).
   */
  farcasterRegistry?: FarcasterIdRegistry
  log?: (line: string) => void
  /** Structured request logs: one JSON line per request (`logRequests`); none by default. */
  requestLog?: (line: string) => void
}

export interface RunningAuthService {
  /** The `publicUrl`, else `http://127.0.0.1:<port>`: the modal's `authUrl`. */
  url: string
  /** This instance's own `http://127.0.0.1:<port>`, where a balancer in front of it forwards to (`url` without `publicUrl`). */
  address: string
  /** The page a person reads code mails on (served only with `devPages`). */
  mailboxUrl: string
  /** The local OpenID Connect provider's issuer URL. */
  issuer: string
  smtpPort: number
  sink: SmtpSink
  app: FastifyInstance
  stop(): Promise<void>
}

/**
 * Starts the local auth service of the embedded wallet (email and socials, docs/features.md#social-logins): the SMTP
 * sink that receives the code mails, the HTTP API of shared/authApi/types.ts with the mailbox and
 * Farcaster connect pages (with `devPages`), and the OpenID Connect provider playing the six
 * social providers, all on 127.0.0.1 and answering only their own loopback Host (and the
 * `publicUrl`'s). Instances behind one balancer are each given its URL as `publicUrl` and one
 * shared `oidcProvider`. `stop()` stops what it started and closes the database; a failed start
 * stops what had started.
 *
 * @example
 * const auth = await startAuthService({ port: 0, smtpPort: 0, oidcPort: 0, databasePath: ':memory:', devPages: true })
 * await fetch(`${auth.url}/v1/auth/email/start?projectId=airlock-demo`, { method: 'POST', … })
 * await auth.stop()
 */
export async function startAuthService(options: AuthServiceOptions): Promise<RunningAuthService> {
  const host = '127.0.0.1'
  const log = options.log ?? ((line: string) => console.log(`[auth] ${line}`))
  const now = options.now ?? (() => Date.now())
  // Checked before anything starts: a bad one fails the start, not the first sign-in.
  const givenPublicUrl = options.publicUrl === undefined ? undefined : publicOrigin(options.publicUrl)
  const stoppers: (() => Promise<void> | void)[] = []
  const stop = async (): Promise<void> => {
    for (const s of stoppers.splice(0).reverse()) await Promise.resolve(s()).catch((e: Error) => log(`auth: stop failed: ${e.message}`))
  }
  try {
    const db = options.databaseUrl ? await AuthDatabase.openPostgres(options.databaseUrl) : AuthDatabase.open(options.databasePath)
    stoppers.push(() => db.close())
    const devPages = options.devPages === true
    // The dev mailbox is in the database, so the page of any instance shows every instance's mails.
    const mailbox = devPages ? await DevMailbox.open({ databasePath: options.databasePath, databaseUrl: options.databaseUrl }) : null
    if (mailbox) stoppers.push(() => mailbox.close())
    const sink = await startSmtpSink({ port: options.smtpPort, host, now, log, ...(mailbox ? { store: (mail) => mailbox.add(mail) } : {}) })
    stoppers.push(() => sink.stop())
    const mailer = createCodeMailer({ host, port: sink.port })
    stoppers.push(() => mailer.close())
    const allowedHosts = new Set<string>()
    const ctx: AuthContext = {
      db,
      projects: options.projects ?? loadProjects(),
      modalOrigins: new Set(options.modalOrigins ?? defaultModalOrigins()),
      now,
      log,
      requestLog: options.requestLog,
      mailer,
      sink,
      pepper: options.codePepper ? Buffer.from(options.codePepper) : randomBytes(32),
      publicUrl: '',
      oidc: null,
      limits: { ...defaultAuthLimits, ...options.limits },
      testUsers: options.testUsers ?? devPages,
      devPages,
      mailbox,
      farcasterRegistry: options.farcasterRegistry ?? (devPages ? testUserRegistry() : emptyRegistry()),
      allowedHosts,
      trustedProxies: options.trustedProxies ?? [],
    }
    const app = await createAuthApi(ctx)
    await app.listen({ host, port: options.port })
    stoppers.push(() => app.close())
    const bound = app.server.address()
    const port = typeof bound === 'object' && bound ? bound.port : options.port
    const address = `http://${host}:${port}`
    ctx.publicUrl = givenPublicUrl ?? address
    for (const name of [host, 'localhost', '[::1]']) allowedHosts.add(`${name}:${port}`)
    // A balancer that passes the visitor's Host on, and the dev pages' forms posted from the public origin.
    allowedHosts.add(new URL(ctx.publicUrl).host)

    const redirectUri = `${ctx.publicUrl}/v1/auth/social/callback`
    let op = options.oidcProvider
    if (!op) {
      const own = await startOidcProvider({ port: options.oidcPort, host, redirectUri })
      stoppers.push(() => own.stop())
      op = own
    }
    ctx.oidc = new OidcRelyingParty({ issuer: op.issuer, clients: op.clients, redirectUri, pending: db.socialSignIns, now })

    const prune = setInterval(() => void db.prune(now()).catch((e: Error) => log(`auth: prune failed: ${e.message}`)), 60_000)
    prune.unref()
    stoppers.push(() => clearInterval(prune))
    return { url: ctx.publicUrl, address, mailboxUrl: `${ctx.publicUrl}/mailbox`, issuer: op.issuer, smtpPort: sink.port, sink, app, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

import type { DevMailbox } from '../mail/DevMailbox'
import type { Project } from '../../fixtures/projects/loadProjects'
import type { RateRule } from '../../fixtures/storage/Storage'
import type { CodeMailer } from '../mail/sendCodeMail'
import type { SmtpSink } from '../mail/startSmtpSink'
import type { AuthDatabase } from './AuthDatabase'
import type { FarcasterIdRegistry } from '../farcaster/FarcasterIdRegistry'
import type { OidcRelyingParty } from '../oidc/OidcRelyingParty'

/** Time limits of the auth service (ms). */
export interface AuthLimits {
  /** How long a session token works: 1 h. */
  sessionTtlMs: number
  /** How long an email code works: 10 min. */
  codeTtlMs: number
  /** Wrong guesses that kill a code: 5. */
  maxAttempts: number
  /** docs/state-rules.md#email-throttle/docs/constants.md#timing: one code mail per address per 30 s. */
  emailCooldownMs: number
  /** How long the one-time social code on the redirect works: 2 min. */
  socialCodeTtlMs: number
  /** How long a Farcaster channel waits for approval: 5 min. */
  channelTtlMs: number
  /** Wrong email codes per address in a rolling hour before a lockout: 10. */
  guessesPerHour: number
  /** Wrong email codes per address in a rolling day before a day-long lockout: 20. */
  guessesPerDay: number
  /** The lockouts an address earns one after another (starting over a day after the last ended): 15 min, 1 h, 4 h, 24 h. */
  lockoutStepsMs: readonly number[]
  /** Requests per client address: a burst of 120, then 20 a second (the modal polls Farcaster once a second). */
  clientRequests: RateRule
  /**
   * Code mails and guesses per client address, on top of the per-email 30 s throttle and the 5
   * attempts per code: a burst of 60, then 2 a second; enough for a bench run of sign-ins, far too
   * few to walk a million codes.
   */
  clientEmailCalls: RateRule
}

export const defaultAuthLimits: AuthLimits = Object.freeze({
  sessionTtlMs: 60 * 60_000,
  codeTtlMs: 10 * 60_000,
  maxAttempts: 5,
  emailCooldownMs: 30_000,
  socialCodeTtlMs: 2 * 60_000,
  channelTtlMs: 5 * 60_000,
  guessesPerHour: 10,
  guessesPerDay: 20,
  lockoutStepsMs: Object.freeze([15 * 60_000, 60 * 60_000, 4 * 60 * 60_000, 24 * 60 * 60_000]),
  clientRequests: Object.freeze({ burst: 120, perSecond: 20 }),
  clientEmailCalls: Object.freeze({ burst: 60, perSecond: 2 }),
})

/** What every route of the auth service shares. */
export interface AuthContext {
  db: AuthDatabase
  projects: readonly Project[]
  /** Where the modal is served: the only CORS origins and the only redirect targets. */
  modalOrigins: ReadonlySet<string>
  now: () => number
  log: (line: string) => void
  /** Where one JSON line per request goes (`logRequests`); none when unset. */
  requestLog?: ((line: string) => void) | undefined
  mailer: CodeMailer
  sink: SmtpSink
  /** Keys the email code hashes; new per start, so codes die with the process. */
  pepper: Buffer
  /**
   * Where browsers and Farcaster clients reach the service (the `publicUrl` option; by default
   * `http://127.0.0.1:<port>`, known once the server listens): the OIDC callback, the Farcaster
   * SIWE domain and URI and the connect page are on it, the same for every instance behind one balancer.
   */
  publicUrl: string
  /** The OpenID Connect side, set once the local provider is up. */
  oidc: OidcRelyingParty | null
  limits: AuthLimits
  /** Whether the dev pages may act for test users (Farcaster "Approve as test user"). */
  testUsers: boolean
  /** Whether the local mailbox and Farcaster connect pages exist (the local stack only). */
  devPages: boolean
  /** The mailbox page's mails (every instance's, in the database), with `devPages` only. */
  mailbox: DevMailbox | null
  /** Who owns a fid (the ID registry, or the local stack's test users). */
  farcasterRegistry: FarcasterIdRegistry
  /** `127.0.0.1:<port>`, `localhost:<port>` and the `publicUrl`'s host: the only Host headers the service answers. */
  allowedHosts: ReadonlySet<string>
  /** The load balancer's addresses, whose `X-Forwarded-For` names the client the limits count (`trustProxyOption`); none by default. */
  trustedProxies: readonly string[]
}

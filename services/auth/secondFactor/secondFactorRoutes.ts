import type { FastifyInstance } from 'fastify'
import { Secret } from 'otpauth'
import type { AuthSession, SecondFactorEnrolment, SecondFactorRules, SecondFactorStatus } from '../../../shared/authApi/types'
import { createStoredRateLimiter } from '../../internal/createStoredRateLimiter'
import { escapeLogField } from '../../internal/escapeLogField'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { requireProject } from '../internal/requireProject'
import { requireSession } from '../internal/requireSession'
import { throttledError } from '../internal/throttledError'
import { TOTP_PERIOD_SECONDS, totpFor } from './totpFor'

/** Code checks per user: 5 at once, then one every 30 s (a TOTP code has a million values). */
const CHECK_LIMIT = { burst: 5, perSecond: 1 / 30 }
const CODE = /^\d{6}$/
const NO_RULES: SecondFactorRules = { export: false }

function body(request: { body: unknown }): Record<string, unknown> {
  return (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
}

function parseRules(raw: unknown): SecondFactorRules {
  const rules = (raw && typeof raw === 'object' ? raw : {}) as Record<string, unknown>
  if (typeof rules.export !== 'boolean') throw new AuthError(400, 'BAD_REQUEST', 'rules.export must be true or false')
  return { export: rules.export }
}

/**
 * The visitor's TOTP second factor. `enrol` makes a secret (20 random bytes) that is not in force
 * until `confirm` gets a right code from the visitor's authenticator app with the rules they
 * chose (what it guards: the key export); `verify` checks a code for the embedded wallet before
 * a guarded action (the modal holds the key, so the modal refuses the action without it);
 * `remove` needs a code too. A code works once (its time step is spent in the database, across
 * instances); codes are checked at most 5 at once per user, then one every 30 s (429 THROTTLED).
 * The factor belongs to the user, so every linked sign-in method meets the same one.
 *
 * @example
 * secondFactorRoutes(app, ctx)
 */
export function secondFactorRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const allowCheck = createStoredRateLimiter(ctx.db, 'auth-totp', CHECK_LIMIT, ctx.now)
  const session = async (request: Parameters<typeof requireProject>[0]) => requireSession(ctx, request, requireProject(request, ctx.projects))
  const status = async (userId: string): Promise<SecondFactorStatus> => {
    const row = await ctx.db.secondFactor(userId)
    return row?.confirmed ? { enrolled: true, rules: row.rules } : { enrolled: false, rules: NO_RULES }
  }
  /** Checks `code` against the user's secret and spends its time step; throws for a wrong, spent or throttled code. */
  const check = async (signedIn: AuthSession, code: unknown, confirm?: SecondFactorRules): Promise<void> => {
    if (typeof code !== 'string' || !CODE.test(code)) throw new AuthError(400, 'INVALID_CODE', 'The code is the 6 digits your authenticator app shows')
    const row = await ctx.db.secondFactor(signedIn.user.id)
    if (!row || (!confirm && !row.confirmed)) throw new AuthError(404, 'NOT_FOUND', 'No second factor is set up for this account')
    if (!(await allowCheck(signedIn.user.id))) throw throttledError(TOTP_PERIOD_SECONDS * 1000)
    const now = ctx.now()
    const delta = totpFor(row.secret, 'check').validate({ token: code, timestamp: now, window: 1 })
    const step = delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta
    if (step === null || !(await ctx.db.useSecondFactorStep(signedIn.user.id, step, confirm))) {
      throw new AuthError(400, 'WRONG_CODE', 'Wrong code. Check your authenticator app and try again.')
    }
  }

  app.get('/v1/auth/second-factor', async (request): Promise<SecondFactorStatus> => status((await session(request)).user.id))

  app.post('/v1/auth/second-factor/enrol', async (request): Promise<SecondFactorEnrolment> => {
    const signedIn = await session(request)
    const secret = new Secret({ size: 20 }).base32
    const stored = await ctx.db.putPendingSecondFactor({ userId: signedIn.user.id, secret, confirmed: false, rules: NO_RULES, lastStep: 0, createdAt: ctx.now() })
    if (!stored) throw new AuthError(409, 'CONFLICT', 'A second factor is already set up. Remove it first.')
    const label = signedIn.user.email ?? signedIn.user.username ?? signedIn.user.id
    return { secret, uri: totpFor(secret, label).toString() }
  })

  app.post('/v1/auth/second-factor/confirm', async (request): Promise<SecondFactorStatus> => {
    const signedIn = await session(request)
    const b = body(request)
    const rules = parseRules(b.rules)
    if ((await ctx.db.secondFactor(signedIn.user.id))?.confirmed) throw new AuthError(409, 'CONFLICT', 'A second factor is already set up. Remove it first.')
    await check(signedIn, b.code, rules)
    ctx.log(`auth: second factor set up for ${escapeLogField(signedIn.user.id)}`)
    return status(signedIn.user.id)
  })

  app.post('/v1/auth/second-factor/verify', async (request, reply) => {
    const signedIn = await session(request)
    await check(signedIn, body(request).code)
    return reply.code(204).send()
  })

  app.post('/v1/auth/second-factor/remove', async (request): Promise<SecondFactorStatus> => {
    const signedIn = await session(request)
    await check(signedIn, body(request).code)
    await ctx.db.deleteSecondFactor(signedIn.user.id)
    ctx.log(`auth: second factor removed for ${escapeLogField(signedIn.user.id)}`)
    return status(signedIn.user.id)
  })
}

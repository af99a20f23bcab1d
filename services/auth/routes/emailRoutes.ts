import { randomInt, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { EmailStartResponse, SessionResponse } from '../../../shared/authApi/types'
import { escapeLogField } from '../../internal/escapeLogField'
import type { AuthDatabase } from '../internal/AuthDatabase'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { countWrongGuess, lockoutRemainingMs } from '../internal/emailGuessLimit'
import { hashSecret } from '../internal/hashSecret'
import { issueSession } from '../internal/issueSession'
import { requireProject } from '../internal/requireProject'
import { throttledError } from '../internal/throttledError'

// Deliberately plain: one @, no spaces, a dot in the domain; the mail server is the real judge.
const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,189}\.[^\s@]{2,63}$/

function parseEmail(body: unknown): string {
  const raw = body && typeof body === 'object' ? (body as Record<string, unknown>).email : undefined
  const email = typeof raw === 'string' ? raw.trim().toLowerCase() : ''
  if (!EMAIL.test(email) || email.length > 254) throw new AuthError(400, 'INVALID_EMAIL', 'Please enter a valid email address')
  return email
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a)
  const y = Buffer.from(b)
  return x.length === y.length && timingSafeEqual(x, y)
}

/**
 * Email one-time code sign-in. `start` mails a 6-digit code (crypto.randomInt) over SMTP, at most
 * one per address per 30 s (429 'Please try again after N seconds'); only its keyed hash is kept,
 * for 10 minutes. `verify` answers WRONG_CODE with the attempts left, TOO_MANY_ATTEMPTS on the
 * 5th wrong guess (the code is dead), CODE_EXPIRED past its time, and a session on success.
 * Wrong codes also count against the address across codes (`countWrongGuess`: 10 an hour, 20 a
 * day, lockouts of 15 min, 1 h, 4 h, 24 h); while locked out, both routes answer 429 THROTTLED
 * 'Please try again after N seconds' and neither mails nor checks a code.
 *
 * @example
 * emailRoutes(app, ctx) // POST /v1/auth/email/start, POST /v1/auth/email/verify
 */
export function emailRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/v1/auth/email/start', async (request): Promise<EmailStartResponse> => {
    requireProject(request, ctx.projects)
    const email = parseEmail(request.body)
    const now = ctx.now()
    const code = String(randomInt(0, 1_000_000)).padStart(6, '0')
    const expiresAt = now + ctx.limits.codeTtlMs
    // Checked and written under the address's lock: two starts racing (on any instance) mail one code.
    const previous = await ctx.db.locked(`email:${email}`, async (db) => {
      const locked = await lockoutRemainingMs(db, email, now)
      if (locked > 0) throw throttledError(locked)
      const previous = await db.emailCode(email)
      if (previous && now - previous.sentAt < ctx.limits.emailCooldownMs) throw throttledError(ctx.limits.emailCooldownMs - (now - previous.sentAt))
      await db.putEmailCode({ email, codeHash: hashSecret(code, ctx.pepper), expiresAt, attempts: 0, sentAt: now })
      return previous
    })
    try {
      await ctx.mailer.send(email, code, Math.round(ctx.limits.codeTtlMs / 60_000))
    } catch (error) {
      // No mail went out: don't hold the visitor to a throttle for it.
      await ctx.db.locked(`email:${email}`, async (db) => (previous ? db.putEmailCode(previous) : db.deleteEmailCode(email)))
      ctx.log(`auth: code mail to ${escapeLogField(email)} failed: ${escapeLogField((error as Error).message)}`)
      throw new AuthError(502, 'SIGN_IN_FAILED', 'Could not send the code email. Please try again.')
    }
    ctx.log(`auth: code mail sent to ${escapeLogField(email)}`)
    return { expiresAt }
  })

  app.post('/v1/auth/email/verify', async (request): Promise<SessionResponse> => {
    const project = requireProject(request, ctx.projects)
    const email = parseEmail(request.body)
    const code = (request.body as Record<string, unknown>).code
    if (typeof code !== 'string' || !/^\d{6}$/.test(code)) throw new AuthError(400, 'INVALID_CODE', 'The code is the 6 digits from the email')
    // The whole check runs under the address's lock, the code compared inside it: guesses racing
    // (on any instance) are counted one after another, so none gets past the limits.
    const refusal = await ctx.db.locked(`email:${email}`, (db) => checkCode(db, ctx, email, code))
    if (refusal) throw refusal
    return { session: await issueSession(ctx, { id: `email:${email}`, email, provider: 'email' }, project.id) }
  })
}

/**
 * Checks `code` against the address's live code and counts a wrong one (against the code's 5
 * tries and the address's lockouts), inside the address's lock: answers the refusal, or null
 * when the code is right (then it is used up). Writes stay even when it refuses, so it returns
 * the error rather than throwing it (a throw would roll them back).
 */
async function checkCode(db: AuthDatabase, ctx: AuthContext, email: string, code: string): Promise<AuthError | null> {
  const locked = await lockoutRemainingMs(db, email, ctx.now())
  if (locked > 0) return throttledError(locked)
  const row = await db.emailCode(email)
  if (!row || row.codeHash === null) {
    if (row && row.attempts >= ctx.limits.maxAttempts) return new AuthError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes. Request a new code.')
    return new AuthError(400, 'CODE_EXPIRED', 'This code is no longer valid. Request a new code.')
  }
  if (row.expiresAt <= ctx.now()) {
    await db.killEmailCode(email)
    return new AuthError(400, 'CODE_EXPIRED', 'The code has expired. Request a new code.')
  }
  if (sameHash(hashSecret(code, ctx.pepper), row.codeHash)) {
    await db.killEmailCode(email)
    return null
  }
  const lockMs = await countWrongGuess(db, ctx.limits, email, ctx.now())
  if (lockMs > 0) {
    // The code dies with the lockout: after it, a new code is needed anyway.
    await db.killEmailCode(email)
    ctx.log(`auth: email sign-in of ${escapeLogField(email)} locked for ${Math.round(lockMs / 60_000)} min after repeated wrong codes`)
    return throttledError(lockMs)
  }
  const attempts = await db.countWrongAttempt(email)
  if (attempts >= ctx.limits.maxAttempts) {
    await db.killEmailCode(email)
    return new AuthError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong codes. Request a new code.')
  }
  const left = ctx.limits.maxAttempts - attempts
  return new AuthError(400, 'WRONG_CODE', `Wrong code. ${left} ${left === 1 ? 'attempt' : 'attempts'} left.`)
}

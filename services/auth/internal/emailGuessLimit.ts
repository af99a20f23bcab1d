import type { AuthDatabase, EmailGuessRow } from './AuthDatabase'
import type { AuthLimits } from './context'

const HOUR_MS = 60 * 60_000
const DAY_MS = 24 * HOUR_MS

/**
 * How long `email` is still locked out of email sign-in (ms; 0 when it isn't). While locked, no
 * code is mailed to it and no guess is checked, the right code included.
 *
 * @example
 * const wait = await lockoutRemainingMs(ctx.db, email, ctx.now())
 * if (wait > 0) throw throttledError(wait)
 */
export async function lockoutRemainingMs(db: AuthDatabase, email: string, now: number): Promise<number> {
  const row = await db.emailGuesses(email)
  return row && row.lockedUntil > now ? row.lockedUntil - now : 0
}

/**
 * Counts a wrong code against `email` and answers the lockout it earned (ms; 0 for none). The caps
 * are per address, whoever guesses and from wherever (the per-client limiters can't see an
 * attacker spread over many addresses): `guessesPerHour` wrong codes within an hour lock the
 * address for the next of `lockoutStepsMs` (15 min, 1 h, 4 h, then 24 h each time, the steps
 * starting over once a day passes after the last lockout ended); `guessesPerDay` within a day lock it for the
 * last step at once. So an attacker gets at most 20 guesses of a 6-digit code a day (1 in 50,000)
 * where the code's own 5 tries with a new code every 30 s allowed 14,400.
 *
 * @example
 * const lockMs = await countWrongGuess(ctx.db, ctx.limits, email, ctx.now())
 * if (lockMs > 0) throw throttledError(lockMs)
 */
export async function countWrongGuess(db: AuthDatabase, limits: Pick<AuthLimits, 'guessesPerHour' | 'guessesPerDay' | 'lockoutStepsMs'>, email: string, now: number): Promise<number> {
  const old = await db.emailGuesses(email)
  const row: EmailGuessRow = old ? { ...old, wrongAt: old.wrongAt.filter((t) => t > now - DAY_MS) } : { email, wrongAt: [], lockedUntil: 0, lockouts: 0, lastLockoutAt: 0 }
  row.wrongAt.push(now)
  const lastHour = row.wrongAt.filter((t) => t > now - HOUR_MS).length
  const steps = limits.lockoutStepsMs
  let lockMs = 0
  if (row.wrongAt.length >= limits.guessesPerDay) lockMs = steps[steps.length - 1]!
  else if (lastHour >= limits.guessesPerHour) {
    const inARow = now - row.lockedUntil < DAY_MS ? row.lockouts : 0
    lockMs = steps[Math.min(inARow, steps.length - 1)]!
  }
  if (lockMs > 0) {
    row.lockouts = (now - row.lockedUntil < DAY_MS ? row.lockouts : 0) + 1
    row.lastLockoutAt = now
    row.lockedUntil = now + lockMs
  }
  await db.putEmailGuesses(row)
  return lockMs
}

import type { FastifyRequest } from 'fastify'
import type { AuthSession } from '../../../shared/authApi/types'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { hashSecret } from '../internal/hashSecret'
import { deviceProofHashOf } from './requireKnownDevice'

/**
 * The guard of every write of key shares (a new curve's wallet, an old-scheme wallet's migration,
 * a passkey-sealed recovery copy) on a user who already has a wallet, on any curve: when the user
 * has a second factor in force, whatever its rules, the session must come from a browser that
 * made one of the user's wallets (the device proof header, as the new-device rule reads it) or
 * have passed the factor (`verify`); otherwise 403 SECOND_FACTOR_REQUIRED and nothing is written.
 * A read without the new-device rule releases only shares the recovery code opens, but a write
 * needs no code: one factor (the victim's inbox) could take a curve for good with a key the victim
 * can't open, or migrate an old-scheme wallet onto junk under its own address, destroying it. A
 * device proof counts (unlike for linking): that browser holds a device share, so it can already
 * rebuild the key, and it changes nobody's way in. A user without a wallet (sign-up's first upload)
 * or without a factor passes.
 *
 * @example
 * await requireShareWrite(ctx, request, session)
 * await ctx.db.migrateShares(session.user.id, shares, ctx.now(), curve)
 */
export async function requireShareWrite(ctx: AuthContext, request: FastifyRequest, session: AuthSession): Promise<void> {
  const userId = session.user.id
  if (!(await ctx.db.secondFactor(userId))?.confirmed) return
  if (!(await ctx.db.hasWallet(userId))) return
  const proofHash = deviceProofHashOf(request)
  if (proofHash && (await ctx.db.isWalletDevice(userId, proofHash))) return
  if (await ctx.db.hasSecondFactorPass(hashSecret(session.token), userId, ctx.now())) return
  throw new AuthError(403, 'SECOND_FACTOR_REQUIRED', 'Changing this wallet’s keys needs your second factor: enter the code from your authenticator app first.')
}

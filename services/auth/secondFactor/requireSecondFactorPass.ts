import type { AuthSession } from '../../../shared/authApi/types'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { hashSecret } from '../internal/hashSecret'

/**
 * The guard of every change to who can act as the account (linking or unlinking a sign-in
 * method): when the user has a second factor in force, whatever its rules, the session must have
 * passed it (`verify`, recorded per session token hash, as the new-device rule reads it);
 * otherwise 403 SECOND_FACTOR_REQUIRED, the code the share routes answer, so the modal asks for
 * the factor and tries again. Without it one factor alone (the victim's inbox) could link a
 * passkey of its own, answer the second factor with it, or unlink the victim's methods. A device
 * proof is no answer here: it proves the browser, not the person. Without a factor it lets
 * everything through.
 *
 * @example
 * await requireSecondFactorPass(ctx, session)
 * await ctx.db.unlinkIdentity(session.user.id, methodId)
 */
export async function requireSecondFactorPass(ctx: AuthContext, session: AuthSession): Promise<void> {
  if (!(await ctx.db.secondFactor(session.user.id))?.confirmed) return
  if (await ctx.db.hasSecondFactorPass(hashSecret(session.token), session.user.id, ctx.now())) return
  throw new AuthError(403, 'SECOND_FACTOR_REQUIRED', 'Changing how you sign in needs your second factor: enter the code from your authenticator app first.')
}

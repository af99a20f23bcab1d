import { randomBytes } from 'node:crypto'
import type { AuthSession, AuthUser } from '../../../shared/authApi/types'
import type { AuthContext } from './context'
import { hashSecret } from './hashSecret'
import { resolveSignInUser } from '../identities/resolveSignInUser'

/**
 * Starts a session for `user` bound to `projectId`: a random 256-bit bearer token, of which only
 * the SHA-256 is stored, working for `limits.sessionTtlMs` (1 h). `user` is the method's own user;
 * the session is the user that method is linked to (resolveSignInUser), so every linked method
 * opens the same wallet.
 *
 * @example
 * return { session: await issueSession(ctx, { id: 'email:a@b.test', email: 'a@b.test', provider: 'email' }, project.id) }
 */
export async function issueSession(ctx: AuthContext, signedIn: AuthUser, projectId: string): Promise<AuthSession> {
  const user = await resolveSignInUser(ctx, signedIn)
  const token = randomBytes(32).toString('base64url')
  const expiresAt = ctx.now() + ctx.limits.sessionTtlMs
  await ctx.db.insertSession(hashSecret(token), { user, projectId, expiresAt })
  return { token, expiresAt, projectId, user }
}

import { randomUUID } from 'node:crypto'
import type { AuthUser } from '../../../shared/authApi/types'
import type { AuthContext } from '../internal/context'
import { methodOf } from './methodOf'

/**
 * Who a sign-in method signs in as. Every route's user id is the method's own
 * (`<kind>:<subject>`); when that method is linked to a user, the session is that user's (its
 * `id`, so its wallet), with `method` naming the method used. A method never linked is its own
 * user, as before linking existed. A method unlinked from the user it founded gets a new user of
 * its own (`user:<uuid>`), never its old wallet.
 *
 * @example
 * const user = await resolveSignInUser(ctx, { id: 'email:a@b.test', email: 'a@b.test', provider: 'email' })
 * user.id // 'google:alice' once a@b.test was linked to that Google user
 */
export async function resolveSignInUser(ctx: AuthContext, user: AuthUser): Promise<AuthUser> {
  const method = methodOf(user, ctx.now())
  const userId = await ctx.db.resolveIdentity(method, `user:${randomUUID()}`)
  const resolved: AuthUser = { ...user, id: userId }
  delete resolved.method
  if (userId !== method.methodId) resolved.method = method.methodId
  return resolved
}

import type { AuthUser } from '../../../shared/authApi/types'
import type { IdentityRow } from '../internal/AuthDatabase'

/**
 * The sign-in method a user signed in with, as an identities row (without its user): id
 * `<kind>:<subject>` (the method's own user id before any link, or `user.method` after one), kind
 * = the provider, label = the email, the username or the subject, so the Account view shows what
 * the visitor recognises.
 *
 * @example
 * methodOf({ id: 'google:alice', email: 'alice@example.test', provider: 'google' }, Date.now())
 * // { methodId: 'google:alice', kind: 'google', label: 'alice@example.test', linkedAt }
 */
export function methodOf(user: AuthUser, linkedAt: number): Omit<IdentityRow, 'userId'> {
  const methodId = user.method ?? user.id
  const subject = methodId.slice(methodId.indexOf(':') + 1)
  return { methodId, kind: user.provider, label: user.email ?? user.username ?? subject, linkedAt }
}

import type { AuthUser } from '../../../../shared/authApi'
import type { SocialProvider } from '../../../../shared/options'
import type { ConnectedWalletInfo } from '../../../state/account/accountTypes'

/**
 * What the Account view shows of who signed in to the embedded wallet: the email, or the social
 * provider and username (the provider's name when the service has no username).
 *
 * @example
 * walletInfoOf({ id: 'u1', provider: 'email', email: 'a@b.c' }) // { name: 'a@b.c', identifier: 'email', user: { email: 'a@b.c' } }
 */
export function walletInfoOf(user: AuthUser): ConnectedWalletInfo {
  const shown = { ...(user.email ? { email: user.email } : {}), ...(user.username ? { username: user.username } : {}) }
  if (user.provider === 'email') return { name: user.email ?? 'Email', identifier: 'email', user: shown }
  return { name: user.username ?? user.provider, identifier: user.provider, socialProvider: user.provider as SocialProvider, user: shown }
}

import type { AuthSession, WalletShares } from '../../shared/authApi'
import { AuthRequestError } from '../wallets/embedded/authClient/AuthRequestError'
import type { AuthClient } from '../wallets/embedded/authClient/createAuthClient'

/**
 * A fake auth service behind the AuthClient interface, holding sessions and shares in maps the
 * way services/auth does (null for a user without a wallet, 409 on a second PUT, migrate
 * only over a plain recovery share, 401 for an ended session). Test code only, never product code.
 *
 * @example
 * const service = fakeAuthService()
 * const store = createEmbeddedSessionStore({ client: service.client, openStorage })
 * await store.signIn(service.signIn('email:a@b.example'))
 */
export function fakeAuthService(projectId = 'p1') {
  const sessions = new Map<string, AuthSession>()
  const shares = new Map<string, WalletShares>()
  const calls: string[] = []
  const hooks: { beforePut?: (userId: string) => void } = {}
  const who = (token: string) => {
    const session = sessions.get(token)
    if (!session) throw new AuthRequestError({ reason: 'UNAUTHORIZED', message: 'Your session has ended. Please sign in again.', status: 401 })
    return session
  }
  const unused = () => {
    throw new Error('not used by the session store')
  }
  const client: AuthClient = {
    projectId,
    emailStart: unused,
    emailVerify: unused,
    socialStartUrl: unused,
    socialExchange: unused,
    farcasterChannel: unused,
    farcasterStatus: unused,
    session: async (token) => (calls.push('session'), who(token)),
    logout: async (token) => {
      calls.push('logout')
      sessions.delete(token)
    },
    // Like the service: the EVM wallet under the user id, another curve's under `<id>/<curve>`.
    getShares: async (token, { curve } = {}) => (calls.push('getShares'), shares.get(shareKey(who(token).user.id, curve)) ?? null),
    putShares: async (token, stored, { curve } = {}) => {
      calls.push('putShares')
      const userId = shareKey(who(token).user.id, curve)
      hooks.beforePut?.(userId)
      if (shares.has(userId)) throw new AuthRequestError({ reason: 'CONFLICT', message: 'A wallet exists for this user', status: 409 })
      shares.set(userId, stored)
    },
    migrateShares: async (token, stored, { curve } = {}) => {
      calls.push('migrateShares')
      const userId = shareKey(who(token).user.id, curve)
      const old = shares.get(userId)
      if (old?.recoveryShare === undefined || old.address !== stored.address) throw new AuthRequestError({ reason: 'CONFLICT', message: 'Nothing to migrate', status: 409 })
      shares.set(userId, stored)
    },
  }
  let n = 0
  const signIn = (userId: string, email = 'a@b.example'): AuthSession => {
    const session: AuthSession = { token: `tok-${userId}-${++n}-${Math.random().toString(36).slice(2)}`, expiresAt: Date.now() + 3_600_000, projectId, user: { id: userId, email, provider: 'email' } }
    sessions.set(session.token, session)
    return session
  }
  return { client, sessions, shares, calls, hooks, signIn }
}

function shareKey(userId: string, curve: string | undefined) {
  return curve && curve !== 'secp256k1' ? `${userId}/${curve}` : userId
}

import type { AuthSession, FarcasterChannel, FarcasterChannelStatus, WalletShares } from '../../../../../shared/authApi'
import { ErrorText } from '../../../../../shared/errors/messages'
import { AuthRequestError } from '../AuthRequestError'

/**
 * Checks a 2xx answer against the contract's shape for `kind`, and that a session is bound to the
 * modal's own project (a session of another project must not unlock this project's wallet).
 * Anything else is BAD_RESPONSE, never a half-typed object passed on.
 */
export function readAnswer(kind: 'session', body: unknown, status: number, projectId: string): AuthSession
export function readAnswer(kind: 'shares', body: unknown, status: number, projectId: string): WalletShares
export function readAnswer(kind: 'channel', body: unknown, status: number, projectId: string): FarcasterChannel
export function readAnswer(kind: 'channelStatus', body: unknown, status: number, projectId: string): FarcasterChannelStatus
export function readAnswer(kind: 'expiry', body: unknown, status: number, projectId: string): { expiresAt: number }
export function readAnswer(kind: string, body: unknown, status: number, projectId: string): unknown {
  const value = asRecord(body)
  switch (kind) {
    case 'session':
      if (isSession(value?.session, projectId)) return value.session
      break
    case 'shares':
      // The auth share and one recovery share: sealed, or plain for an old-scheme wallet to migrate.
      if (value && ['address', 'authShare'].every((k) => typeof value[k] === 'string' && value[k] !== '')) {
        const { address, authShare, sealedRecoveryShare, recoveryShare } = value as Record<string, string>
        if (typeof sealedRecoveryShare === 'string' && sealedRecoveryShare && recoveryShare === undefined) return { address, authShare, sealedRecoveryShare }
        if (typeof recoveryShare === 'string' && recoveryShare && sealedRecoveryShare === undefined) return { address, authShare, recoveryShare }
      }
      break
    case 'channel':
      if (value && typeof value.channelToken === 'string' && value.channelToken && typeof value.url === 'string' && typeof value.expiresAt === 'number') return value
      break
    case 'channelStatus':
      if (value?.state === 'pending' || value?.state === 'expired') return { state: value.state }
      if (value?.state === 'completed' && isSession(value.session, projectId)) return { state: 'completed', session: value.session }
      break
    case 'expiry':
      if (value && typeof value.expiresAt === 'number') return { expiresAt: value.expiresAt }
      break
  }
  throw new AuthRequestError({ reason: 'BAD_RESPONSE', message: ErrorText.anErrorOccurred, status })
}

function asRecord(value: unknown): Record<string, unknown> | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined
}

function isSession(value: unknown, projectId: string): value is AuthSession {
  const session = asRecord(value)
  const user = asRecord(session?.user)
  return (
    !!session &&
    !!user &&
    typeof session.token === 'string' &&
    session.token !== '' &&
    typeof session.expiresAt === 'number' &&
    session.projectId === projectId &&
    typeof user.id === 'string' &&
    user.id !== '' &&
    typeof user.provider === 'string'
  )
}

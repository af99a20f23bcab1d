import type { ConnectionStatus } from '../../../shared/protocol/api'
import { safeStorage } from './recentWallets'

/** What survives a reload of an injected connection: which wallet, and that it was connected. */
export interface StoredSession {
  status: ConnectionStatus
  connectorId: string
  rdns: string
  name: string
}

const KEY = 'airlock:eip155:session'

/**
 * The stored eip155 session of an injected wallet, if any (modal-origin localStorage).
 *
 * @example
 * loadSession()?.status // 'connected'
 */
export function loadSession(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): StoredSession | undefined {
  try {
    const value = JSON.parse(storage?.getItem(KEY) ?? 'null') as Partial<StoredSession> | null
    if (!value || typeof value.connectorId !== 'string' || typeof value.name !== 'string') return undefined
    return { status: value.status === 'connected' ? 'connected' : 'disconnected', connectorId: value.connectorId, rdns: String(value.rdns ?? ''), name: value.name }
  } catch {
    return undefined
  }
}

/**
 * Stores (or with undefined, forgets) the eip155 session.
 *
 * @example
 * saveSession({ status: 'connected', connectorId: 'io.metamask', rdns: 'io.metamask', name: 'MetaMask' })
 */
export function saveSession(session: StoredSession | undefined, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeStorage()): void {
  try {
    if (session) storage?.setItem(KEY, JSON.stringify(session))
    else storage?.removeItem(KEY)
  } catch {
    // Without storage the session simply is not restored after a reload.
  }
}

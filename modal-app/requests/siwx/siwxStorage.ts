import { safeStorage } from '../../state/connection/recentWallets'
import type { LocalSiwxSession } from '../../state/siwx/siwxSlice'

const PREFIX = 'airlock:siwx:'

/** The storage key of one project's sessions on one embedding page (sessions never cross pages). */
function keyOf(projectId: string, hostOrigin: string) {
  return `${PREFIX}${projectId}:${hostOrigin}`
}

/**
 * Loads the sign-in sessions kept in the modal origin's storage (never the host page's) for a
 * project and embedding page, dropping expired or malformed entries.
 *
 * @example
 * const sessions = loadSiwxSessions('airlock-demo', 'http://127.0.0.1:5173', Date.now())
 */
export function loadSiwxSessions(projectId: string, hostOrigin: string, now: number, storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): Record<string, LocalSiwxSession> {
  try {
    const raw = JSON.parse(storage?.getItem(keyOf(projectId, hostOrigin)) ?? '{}') as Record<string, Partial<LocalSiwxSession>>
    const out: Record<string, LocalSiwxSession> = {}
    for (const [key, s] of Object.entries(raw ?? {})) {
      if (!s || typeof s.message !== 'string' || typeof s.signature !== 'string' || !s.data || typeof s.data !== 'object') continue
      if (s.expiresAt !== undefined && !(typeof s.expiresAt === 'number' && s.expiresAt > now)) continue
      out[key] = s as LocalSiwxSession
    }
    return out
  } catch {
    return {}
  }
}

/**
 * Writes the sessions back (all of this project and page at once; none removes the entry).
 *
 * @example
 * saveSiwxSessions('airlock-demo', 'http://127.0.0.1:5173', state.siwx.sessions)
 */
export function saveSiwxSessions(projectId: string, hostOrigin: string, sessions: Record<string, LocalSiwxSession>, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = safeStorage()): void {
  try {
    if (Object.keys(sessions).length) storage?.setItem(keyOf(projectId, hostOrigin), JSON.stringify(sessions))
    else storage?.removeItem(keyOf(projectId, hostOrigin))
  } catch {
    // Without storage a session lasts as long as the modal; the next load asks again.
  }
}

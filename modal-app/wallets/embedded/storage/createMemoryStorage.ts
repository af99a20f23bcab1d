import type { AuthSession } from '../../../../shared/authApi'
import { type EmbeddedStorage, type KeyRecord, KEY_CURVES } from './EmbeddedStorage'

/**
 * The embedded wallet's storage where the browser denies the modal's iframe its storage: plain
 * maps that live as long as the page. Records are stored as structured clones, as IndexedDB
 * would, so a caller mutating what it put or got can't change what is stored.
 *
 * @example
 * const storage = createMemoryStorage()
 * storage.persistent // false
 */
export function createMemoryStorage(): EmbeddedStorage {
  const keys = new Map<string, KeyRecord>()
  const sessions = new Map<string, AuthSession>()
  const id = (userId: string, curve: string) => JSON.stringify([userId, curve])
  return {
    persistent: false,
    getKey: async (userId, curve) => {
      const record = keys.get(id(userId, curve))
      return record && structuredClone(record)
    },
    putKey: async (record) => void keys.set(id(record.userId, record.curve), structuredClone(record)),
    deleteKeys: async (userId) => {
      for (const curve of KEY_CURVES) keys.delete(id(userId, curve))
    },
    getSession: async (projectId) => {
      const session = sessions.get(projectId)
      return session && structuredClone(session)
    },
    putSession: async (session) => void sessions.set(session.projectId, structuredClone(session)),
    deleteSession: async (projectId) => void sessions.delete(projectId),
  }
}

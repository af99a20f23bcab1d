import { safeStorage } from '../../../state/connection/recentWallets'

const KEY = 'airlock:embedded:guest'

/**
 * A plain flag in the modal origin's localStorage saying the visitor's connection is the guest
 * wallet, so a reload reopens it (the key itself rests sealed in IndexedDB). It holds no key,
 * address or id; it goes on disconnect, after an upgrade, or with the origin's storage.
 *
 * @example
 * if (guestMarker.get()) await openGuest()
 */
export const guestMarker = {
  get(): boolean {
    try {
      return safeStorage()?.getItem(KEY) === '1'
    } catch {
      return false
    }
  },
  set(on: boolean): void {
    try {
      const storage = safeStorage()
      if (on) storage?.setItem(KEY, '1')
      else storage?.removeItem(KEY)
    } catch {
      // Storage denied: there is no guest wallet to reopen (it is refused there).
    }
  },
}

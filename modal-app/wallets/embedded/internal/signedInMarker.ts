import { safeStorage } from '../../../state/connection/recentWallets'

const KEY = 'airlock:embedded:signedIn'

/**
 * A plain flag in the modal origin's localStorage saying a session of the embedded wallet may
 * be stored, so a page load without one never fetches the wallet's code (keys, viem) just to find
 * nothing. It holds no token or user data: the session itself stays in the session store.
 *
 * @example
 * if (signedInMarker.get()) await restoreWallet()
 */
export const signedInMarker = {
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
      // Storage denied: the wallet lives for the page's lifetime only.
    }
  },
}

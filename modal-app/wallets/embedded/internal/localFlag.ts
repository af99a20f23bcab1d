import { safeStorage } from '../../../state/connection/recentWallets'

/** An on/off flag kept in the modal origin's localStorage. */
export interface LocalFlag {
  get(): boolean
  set(on: boolean): void
}

/**
 * A plain on/off flag under `key` in the modal origin's localStorage ('1' or absent): for what a
 * page load must know before any wallet code loads. It holds no token, key or user data. Where
 * storage is denied it reads off and writes nothing.
 *
 * @example
 * const marker = localFlag('airlock:embedded:signedIn')
 * marker.set(true)
 * marker.get() // true
 */
export function localFlag(key: string): LocalFlag {
  return {
    get() {
      try {
        return safeStorage()?.getItem(key) === '1'
      } catch {
        return false
      }
    },
    set(on) {
      try {
        const storage = safeStorage()
        if (on) storage?.setItem(key, '1')
        else storage?.removeItem(key)
      } catch {
        // Storage denied: nothing outlives the page anyway.
      }
    },
  }
}

const KEY = 'airlock:walletconnect:connected'

/**
 * Remembers across reloads that a WalletConnect session served the modal, so the next start can
 * show `connecting` at once (docs/state-rules.md#connection-status) and restore the session before the visitor opens the modal.
 * The session itself stays in the provider's IndexedDB; this is only a hint. Blocked storage
 * means no hint: the provider still restores its session, just without the early `connecting`.
 *
 * @example
 * walletConnectFlag.set(true); walletConnectFlag.get() // true
 */
export const walletConnectFlag = {
  get(): boolean {
    try {
      return globalThis.localStorage?.getItem(KEY) === '1'
    } catch {
      return false
    }
  },
  set(connected: boolean): void {
    try {
      if (connected) globalThis.localStorage?.setItem(KEY, '1')
      else globalThis.localStorage?.removeItem(KEY)
    } catch {
      // Storage blocked: see above.
    }
  },
}

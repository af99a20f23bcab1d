/** A demo setting kept in localStorage as "1": read before the modal is made, flipped by a reload. */
export interface StoredFlag {
  /** Whether the setting is on (false when storage is off). */
  on(): boolean
  /** Flips the setting and reloads the page (options are fixed when the modal is made); nothing without storage. */
  flipAndReload(reload: () => void): void
}

/**
 * A setting a demo card turns on or off across a reload (sign-in, Solana): the page reads it
 * before `createModal`, since the modal's options are fixed at creation.
 *
 * @example
 * const solana = storedFlag('airlock-demo-solana-on')
 * toggle.onclick = () => solana.flipAndReload(() => location.reload())
 */
export function storedFlag(key: string): StoredFlag {
  const on = () => {
    try {
      return window.localStorage.getItem(key) === '1'
    } catch {
      return false
    }
  }
  return {
    on,
    flipAndReload(reload) {
      try {
        if (on()) window.localStorage.removeItem(key)
        else window.localStorage.setItem(key, '1')
      } catch {
        // Storage off: the choice can't outlive the reload, so there is nothing to reload for.
        return
      }
      reload()
    },
  }
}

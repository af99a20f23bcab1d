/** A hand-off slot: the one value on screen now, and who is told when it changes. */
export interface HandOff<T> {
  current(): T | null
  /** Puts `value` on screen, in place of whatever was there. */
  open(value: T): void
  /** Takes `value` off the screen if it is still the one shown (a newer one is left alone). */
  close(value: T): void
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void
}

/**
 * A slot through which a connector hands a view something to show and wait on (a recovery code
 * step, a second-factor ask), one at a time, kept out of Redux on purpose: what it holds is a
 * secret of the moment or a callback into the wallet, and store state and actions are plain data
 * that may be logged, inspected or summarised for the host. A view reads it with
 * `useSyncExternalStore(slot.subscribe, slot.current)`.
 *
 * @example
 * const codeStep = createHandOff<{ submit(code: string): Promise<void> }>()
 * const step = { submit }
 * codeStep.open(step)
 * codeStep.current() === step // true
 * codeStep.close(step)
 */
export function createHandOff<T>(): HandOff<T> {
  let current: T | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())
  return {
    current: () => current,
    open(value) {
      current = value
      notify()
    },
    close(value) {
      if (current !== value) return
      current = null
      notify()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}

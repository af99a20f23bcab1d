/** The recovery step a sign-in waits on, as the view shows it. */
export type RecoveryStep =
  /** A new (or migrated) wallet: the code to show once, and what confirms it was kept. */
  | { mode: 'show'; code: string; persistent: boolean; confirm(): void }
  /** A browser without the device share: the typed code goes to `submit` (rejects with the reason's text). */
  | { mode: 'enter'; persistent: boolean; submit(code: string): Promise<void> }
  /** A browser new to the wallet, with the visitor's new-device rule on: their second-factor code goes to `submit`. */
  | { mode: 'secondFactor'; persistent: boolean; submit(code: string): Promise<void>; passkey?(): Promise<void> }

let current: RecoveryStep | null = null
const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

/**
 * The hand-off between the embedded connector and the sign-in view for the recovery code, kept
 * out of Redux on purpose: the code is a secret (it opens the recovery share), and the store's
 * state and actions are plain data that may be logged, inspected or summarised for the host, so
 * the code lives only here, in the modal's memory, while the step is on screen.
 *
 * @example
 * recoveryStep.open({ mode: 'show', code, persistent: true, confirm })
 * recoveryStep.current()?.mode // 'show'
 */
export const recoveryStep = {
  current: (): RecoveryStep | null => current,
  open(step: RecoveryStep): void {
    current = step
    notify()
  },
  /** Ends `step` if it is still the one shown (a newer step is left alone). */
  close(step: RecoveryStep): void {
    if (current !== step) return
    current = null
    notify()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}

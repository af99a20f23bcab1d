import { createHandOff } from '../../../lib/createHandOff'

/** The recovery step a sign-in waits on, as the view shows it. */
export type RecoveryStep =
  /** A new (or migrated) wallet: the code to show once, and what confirms it was kept. */
  | { mode: 'show'; code: string; persistent: boolean; confirm(): void }
  /** A browser without the device share: the typed code goes to `submit` (rejects with the reason's text). */
  | { mode: 'enter'; persistent: boolean; submit(code: string): Promise<void> }
  /** A browser new to the wallet, with the visitor's new-device rule on: their second-factor code goes to `submit`. */
  | { mode: 'secondFactor'; persistent: boolean; submit(code: string): Promise<void>; passkey?(): Promise<void> }

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
export const recoveryStep = createHandOff<RecoveryStep>()

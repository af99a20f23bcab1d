import { createHandOff } from '../../../lib/createHandOff'

/** A code the embedded wallet waits on, as the views show it. */
export interface SecondFactorAsk {
  /** What it guards: a send above the visitor's threshold, a sign-in on a new device, or a change to the sign-in methods (link, unlink). */
  kind: 'send' | 'newDevice' | 'signInMethods'
  /** Checks the typed code with the service; resolves once it is right (rejects with the reason, the step stays). */
  submit(code: string): Promise<void>
  /** Present where the visitor has a passkey: answers with a touch of it instead of a code (rejects with the reason, the step stays). */
  passkey?(): Promise<void>
  /** The visitor gave up: the guarded action is refused (4001) and nothing is signed or released. */
  cancel(): void
}

/**
 * The hand-off between the embedded wallet and the views for a second-factor code it waits on
 * before signing a send above the visitor's threshold, opening the wallet on a new device, or
 * linking or unlinking a sign-in method: outside Redux like the recovery step (the code is a
 * secret of the moment and store actions may be logged). The wallet opens an ask and waits; the
 * view on screen (the send's status, the sign-in view, the Account view's sign-in methods) shows
 * the code step while there is one.
 *
 * @example
 * secondFactorAsk.open({ kind: 'send', submit, cancel })
 * secondFactorAsk.current()?.kind // 'send'
 */
export const secondFactorAsk = createHandOff<SecondFactorAsk>()

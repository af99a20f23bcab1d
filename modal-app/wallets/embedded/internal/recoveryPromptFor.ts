import { UserRejectedRequestError } from '../../../../shared/errors/ProviderRpcError'
import type { AppStore } from '../../../store/storeTypes'
import { recoveryStep, type RecoveryStep } from '../screens/recoveryStep'
import type { RecoveryPrompt } from '../session/RecoveryPrompt'

/**
 * The session store's way to the visitor during one sign-in: each request becomes the recovery
 * step of the sign-in view (recoveryStep, outside Redux) and settles when the visitor confirms
 * the shown code or types one that opens the share. When the visitor leaves the attempt (modal
 * closed, Back, another attempt: `stillWanted` false) the step closes and the request rejects
 * with 4001, so a wallet whose code was never confirmed is never uploaded.
 *
 * @example
 * await sessions.signIn(session, { recovery: recoveryPromptFor(store, stillWanted) })
 */
export function recoveryPromptFor(store: Pick<AppStore, 'subscribe'>, stillWanted: () => boolean): RecoveryPrompt {
  function wait(make: (done: () => void) => RecoveryStep): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      if (!stillWanted()) return reject(new UserRejectedRequestError())
      // `end` runs only after `step` is made (on confirm, or on a later store change).
      const end = () => {
        unsubscribe()
        recoveryStep.close(step)
      }
      const unsubscribe = store.subscribe(() => {
        if (stillWanted()) return
        end()
        reject(new UserRejectedRequestError())
      })
      const step: RecoveryStep = make(() => {
        end()
        resolve()
      })
      recoveryStep.open(step)
    })
  }
  return {
    confirmNewCode: (code, { persistent }) => wait((done) => ({ mode: 'show', code, persistent, confirm: done })),
    askForCode: (tryCode, { persistent }) =>
      wait((done) => ({
        mode: 'enter',
        persistent,
        async submit(typed) {
          await tryCode(typed)
          done()
        },
      })),
    askSecondFactor: (check, passkey) =>
      wait((done) => ({
        mode: 'secondFactor',
        persistent: true,
        async submit(typed) {
          await check(typed)
          done()
        },
        ...(passkey && {
          async passkey() {
            await passkey()
            done()
          },
        }),
      })),
  }
}

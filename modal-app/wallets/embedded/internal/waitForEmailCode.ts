import type { AuthSession } from '../../../../shared/authApi'
import { ErrorText } from '../../../../shared/errors/messages'
import { InvalidParamsError, UserRejectedRequestError } from '../../../../shared/errors/ProviderRpcError'
import type { AppStore } from '../../../store/storeTypes'
import type { AuthClient } from '../authClient/createAuthClient'

/** One email sign-in waiting for its code. */
export interface EmailCodeWait {
  /** Resolves with the session once a code was accepted; rejects when sending failed or the visitor left. */
  session: Promise<AuthSession>
  /** Checks a code; rejects with the service's message (wrong, expired) and keeps waiting. */
  submit(code: string): Promise<void>
  /** Gives up (a newer attempt, the modal closed): `session` rejects with 4001. */
  cancel(): void
}

const CODE = /^\d{6}$/

/**
 * Starts an email sign-in: asks the auth service to mail a one-time code (its throttle answer,
 * 'Please try again after N seconds', rejects `session` verbatim), then waits for the code the
 * visitor types. A wrong or expired code rejects only that `submit`, so the visitor can try
 * another or ask for a new one; leaving the view (the modal closed, another attempt) cancels
 * the wait and aborts the calls in flight.
 *
 * @example
 * const wait = waitForEmailCode({ email, auth, store, stillWanted })
 * await wait.submit('123456')
 * const session = await wait.session
 */
export function waitForEmailCode({ email, auth, store, stillWanted }: { email: string; auth: AuthClient; store: Pick<AppStore, 'subscribe'>; stillWanted(): boolean }): EmailCodeWait {
  const abort = new AbortController()
  let settle: { resolve(session: AuthSession): void; reject(error: unknown): void } | undefined
  const session = new Promise<AuthSession>((resolve, reject) => (settle = { resolve, reject }))
  const done = () => {
    settle = undefined
    unsubscribe()
  }
  const fail = (error: unknown) => {
    settle?.reject(error)
    done()
  }
  const started = auth.emailStart(email, { signal: abort.signal })
  started.catch(fail)
  const cancel = () => {
    if (!settle) return
    abort.abort()
    fail(new UserRejectedRequestError())
  }
  const unsubscribe = store.subscribe(() => {
    if (!stillWanted()) cancel()
  })
  return {
    session,
    cancel,
    async submit(code) {
      const value = code.trim()
      if (!CODE.test(value)) throw new InvalidParamsError({ message: ErrorText.invalidEmailCode })
      await started
      if (!settle) throw new UserRejectedRequestError()
      const verified = await auth.emailVerify(email, value, { signal: abort.signal })
      settle?.resolve(verified)
      done()
    },
  }
}

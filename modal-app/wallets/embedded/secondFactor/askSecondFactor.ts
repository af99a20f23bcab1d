import { UserRejectedRequestError } from '../../../../shared/errors/ProviderRpcError'
import { secondFactorAsk, type SecondFactorAsk } from './secondFactorAsk'

/**
 * Waits for the visitor's second factor: opens the code step (secondFactorAsk) and resolves once
 * `check` accepted a code (a wrong one rejects to the step, which stays for another try);
 * rejects with 4001 when the visitor cancels, so the guarded action never runs without it.
 *
 * @example
 * await askSecondFactor('send', (code) => calls.verify(token, code))
 */
export function askSecondFactor(kind: SecondFactorAsk['kind'], check: (code: string) => Promise<void>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const ask: SecondFactorAsk = {
      kind,
      async submit(code) {
        await check(code)
        secondFactorAsk.close(ask)
        resolve()
      },
      cancel() {
        secondFactorAsk.close(ask)
        reject(new UserRejectedRequestError())
      },
    }
    secondFactorAsk.open(ask)
  })
}

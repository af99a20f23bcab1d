import { UserRejectedRequestError } from '../../../../shared/errors/ProviderRpcError'
import type { PasskeyCredentialJSON } from '../../../../shared/authApi'
import type { SecondFactorAnswer } from './createSecondFactorCalls'
import { secondFactorAsk, type SecondFactorAsk } from './secondFactorAsk'

/**
 * Waits for the visitor's second factor: opens the code step (secondFactorAsk) and resolves once
 * `check` accepted a code, or with `passkey` an assertion of the visitor's passkey (a wrong one
 * rejects to the step, which stays for another try);
 * rejects with 4001 when the visitor cancels, so the guarded action never runs without it.
 *
 * @example
 * await askSecondFactor('send', (code) => calls.verify(token, code))
 */
export function askSecondFactor(kind: SecondFactorAsk['kind'], check: (answer: SecondFactorAnswer) => Promise<void>, passkey?: () => Promise<PasskeyCredentialJSON>): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const answer = async (given: SecondFactorAnswer) => {
      await check(given)
      secondFactorAsk.close(ask)
      resolve()
    }
    const ask: SecondFactorAsk = {
      kind,
      submit: answer,
      ...(passkey ? { passkey: async () => answer(await passkey()) } : {}),
      cancel() {
        secondFactorAsk.close(ask)
        reject(new UserRejectedRequestError())
      },
    }
    secondFactorAsk.open(ask)
  })
}

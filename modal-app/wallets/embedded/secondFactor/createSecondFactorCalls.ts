import type { PasskeyCredentialJSON, PasskeyRequestOptions, SecondFactorEnrolment, SecondFactorRules, SecondFactorStatus } from '../../../../shared/authApi'
import { Constants } from '../../../../shared/constants'
import { ErrorText } from '../../../../shared/errors/messages'
import { AuthRequestError } from '../authClient/AuthRequestError'
import { authServiceUrl } from '../authClient/internal/authServiceUrl'
import { requestAuth } from '../authClient/internal/requestAuth'

/** What answers the second factor: the 6-digit code of the authenticator app, or an assertion of one of the user's passkeys. */
export type SecondFactorAnswer = string | PasskeyCredentialJSON

/** The auth service's second-factor routes (shared/authApi), for a session's bearer token. */
export interface SecondFactorCalls {
  status(token: string): Promise<SecondFactorStatus>
  enrol(token: string): Promise<SecondFactorEnrolment>
  confirm(token: string, answer: SecondFactorAnswer, rules: SecondFactorRules): Promise<SecondFactorStatus>
  /** Resolves when the answer is right (and spends it); AuthRequestError WRONG_CODE / THROTTLED / PASSKEY_REFUSED otherwise. */
  verify(token: string, answer: SecondFactorAnswer): Promise<void>
  remove(token: string, answer: SecondFactorAnswer): Promise<SecondFactorStatus>
  /** New rules, in force only once the answer is right. */
  setRules(token: string, answer: SecondFactorAnswer, rules: SecondFactorRules): Promise<SecondFactorStatus>
  /** A challenge for one of the user's passkeys (for `assertPasskey`). */
  passkeyOptions(token: string): Promise<PasskeyRequestOptions>
}

/**
 * The second-factor calls of the embedded wallet, loaded with the wallet chunk and the Account
 * view's section (never on the modal's start path). Tokens go in the Authorization header only;
 * refusals are AuthRequestError with the service's code and message, answers are checked.
 *
 * @example
 * const calls = createSecondFactorCalls({ authUrl, projectId })
 * if ((await calls.status(token)).rules.export) await calls.verify(token, code)
 */
export function createSecondFactorCalls({ authUrl, projectId, fetch = globalThis.fetch.bind(globalThis) }: { authUrl: string; projectId: string; fetch?: typeof globalThis.fetch }): SecondFactorCalls {
  const transport = { fetch, timeoutMs: Constants.embeddedRequestTimeoutMs }
  const call = async (method: 'GET' | 'POST', path: string, token: string, body?: unknown) =>
    requestAuth(transport, { method, url: authServiceUrl(authUrl, `/v1/auth/second-factor${path}`, { projectId }), token, ...(body === undefined ? {} : { body }) })
  const status = ({ body, status: code }: { body: unknown; status: number }): SecondFactorStatus => {
    const value = body as Partial<SecondFactorStatus> | undefined
    const rules = value?.rules
    const threshold = rules?.sendsAboveUsd ?? null
    if (typeof value?.enrolled !== 'boolean' || typeof rules?.export !== 'boolean' || (threshold !== null && (typeof threshold !== 'number' || !(threshold >= 0)))) {
      throw new AuthRequestError({ reason: 'BAD_RESPONSE', message: ErrorText.anErrorOccurred, status: code })
    }
    return { enrolled: value.enrolled, rules: { export: rules.export, sendsAboveUsd: threshold, newDevice: rules.newDevice === true }, totp: value.totp !== false, passkey: value.passkey === true }
  }
  const answered = (answer: SecondFactorAnswer) => (typeof answer === 'string' ? { code: answer } : { passkey: answer })
  return {
    status: async (token) => status(await call('GET', '', token)),
    async enrol(token) {
      const answer = await call('POST', '/enrol', token)
      const value = answer.body as Partial<SecondFactorEnrolment> | undefined
      if (typeof value?.secret !== 'string' || typeof value.uri !== 'string' || !value.uri.startsWith('otpauth://totp/')) {
        throw new AuthRequestError({ reason: 'BAD_RESPONSE', message: ErrorText.anErrorOccurred, status: answer.status })
      }
      return { secret: value.secret, uri: value.uri }
    },
    confirm: async (token, answer, rules) => status(await call('POST', '/confirm', token, { ...answered(answer), rules })),
    async verify(token, answer) {
      await call('POST', '/verify', token, answered(answer))
    },
    remove: async (token, answer) => status(await call('POST', '/remove', token, answered(answer))),
    setRules: async (token, answer, rules) => status(await call('POST', '/rules', token, { ...answered(answer), rules })),
    async passkeyOptions(token) {
      const answer = await call('POST', '/passkey/options', token, {})
      const value = answer.body as Partial<PasskeyRequestOptions> | undefined
      if (typeof value?.challenge !== 'string') throw new AuthRequestError({ reason: 'BAD_RESPONSE', message: ErrorText.anErrorOccurred, status: answer.status })
      return value as PasskeyRequestOptions
    },
  }
}

import type { AuthErrorCode } from '../../../../shared/authApi'
import { ProviderRpcError } from '../../../../shared/errors'
import { Constants } from '../../../../shared/constants'

/**
 * Why an auth-service call failed: the service's own code, or what happened on the way:
 * `TIMEOUT` (no answer within the 30 s, docs/constants.md#timing), `ABORTED` (the caller gave up, e.g. the modal
 * closed), `NETWORK` (no response at all), `BAD_RESPONSE` (an answer that breaks the contract).
 */
export type AuthFailureReason = AuthErrorCode | 'TIMEOUT' | 'ABORTED' | 'NETWORK' | 'BAD_RESPONSE'

export interface AuthRequestErrorInit {
  reason: AuthFailureReason
  /** The text the visitor sees: the service's message verbatim, or the spec's text for the failure. */
  message: string
  /** HTTP status; 0 when there was no response. */
  status: number
  /** With THROTTLED: the seconds until the next try is allowed. */
  retryAfterSeconds?: number
}

/**
 * A call to the embedded wallet's auth service failed. `reason` is what the views switch on
 * (THROTTLED shows the message, the 'Please try again after N seconds' (docs/validation.md#email-and-socials); WRONG_CODE keeps the
 * code input; TIMEOUT offers a retry); `message` is shown as is. Numeric code 5000, the spec's
 * default, with `{ reason, status, retryAfterSeconds }` as data. Built only from the service's
 * error body and fixed texts, so no token, code or URL ever ends up in it.
 *
 * @example
 * try { await auth.emailStart('a@b.example') }
 * catch (e) { if (e instanceof AuthRequestError && e.reason === 'THROTTLED') showError(e.message) }
 */
export class AuthRequestError extends ProviderRpcError {
  override name = 'AuthRequestError'
  readonly reason: AuthFailureReason
  readonly status: number
  readonly retryAfterSeconds: number | undefined

  constructor(init: AuthRequestErrorInit) {
    const data = init.retryAfterSeconds === undefined ? { reason: init.reason, status: init.status } : { reason: init.reason, status: init.status, retryAfterSeconds: init.retryAfterSeconds }
    super(init.message, { code: Constants.errorCodes.default, data })
    this.reason = init.reason
    this.status = init.status
    this.retryAfterSeconds = init.retryAfterSeconds
  }
}

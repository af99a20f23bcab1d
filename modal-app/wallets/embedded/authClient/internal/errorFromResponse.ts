import type { AuthErrorCode } from '../../../../../shared/authApi'
import { ErrorText } from '../../../../../shared/errors/messages'
import { AuthRequestError } from '../AuthRequestError'

const CODES: ReadonlySet<string> = new Set<AuthErrorCode>([
  'INVALID_EMAIL',
  'INVALID_CODE',
  'WRONG_CODE',
  'CODE_EXPIRED',
  'TOO_MANY_ATTEMPTS',
  'THROTTLED',
  'INVALID_PROVIDER',
  'INVALID_REDIRECT',
  'SIGN_IN_FAILED',
  'UNAUTHORIZED',
  'PROJECT_NOT_ALLOWED',
  'NOT_FOUND',
  'CONFLICT',
  'BAD_REQUEST',
  'PASSKEY_REFUSED',
  'PASSKEY_UNKNOWN',
  'PASSKEY_NO_USER_VERIFICATION',
  'SECOND_FACTOR_REQUIRED',
])

/**
 * The AuthRequestError for a non-2xx answer: the body's `{ error: { code, message,
 * retryAfterSeconds } }` verbatim when it is one, else BAD_RESPONSE with the spec's generic text.
 * A THROTTLED body without a message still gets the text from its seconds (docs/validation.md#email-and-socials).
 */
export function errorFromResponse(status: number, body: unknown): AuthRequestError {
  const error = body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined
  const { code, message, retryAfterSeconds } = (error && typeof error === 'object' ? error : {}) as Record<string, unknown>
  const seconds = typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds) && retryAfterSeconds >= 0 ? retryAfterSeconds : undefined
  if (typeof code !== 'string' || !CODES.has(code)) {
    return new AuthRequestError({ reason: 'BAD_RESPONSE', message: typeof message === 'string' && message ? message : ErrorText.anErrorOccurred, status })
  }
  const reason = code as AuthErrorCode
  const fallback = reason === 'THROTTLED' && seconds !== undefined ? ErrorText.emailThrottle(seconds) : ErrorText.anErrorOccurred
  return new AuthRequestError({ reason, message: typeof message === 'string' && message ? message : fallback, status, ...(seconds === undefined ? {} : { retryAfterSeconds: seconds }) })
}

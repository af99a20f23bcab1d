import { ErrorText } from '../../../shared/errors/messages'
import { AuthError } from './AuthError'

/**
 * The spec's throttle refusal (also the email lockouts'): 429 THROTTLED reading 'Please try again after N seconds', N
 * the remaining wait rounded up (at least 1, so the text never says 0).
 *
 * @example
 * throw throttledError(12_300) // 'Please try again after 13 seconds', retryAfterSeconds 13
 */
export function throttledError(remainingMs: number): AuthError {
  const seconds = Math.max(1, Math.ceil(remainingMs / 1000))
  return new AuthError(429, 'THROTTLED', ErrorText.emailThrottle(seconds), seconds)
}

import type { AuthErrorBody, AuthErrorCode } from '../../../shared/authApi/types'

/**
 * An auth-service failure that becomes the wire's `{ error: { code, message, retryAfterSeconds } }`
 * with its HTTP status. Routes throw these for every refusal, so a client always reads a code it
 * can branch on and a text it can show, never a bare 500.
 *
 * @example
 * throw new AuthError(400, 'WRONG_CODE', 'Wrong code. 4 attempts left.')
 */
export class AuthError extends Error {
  readonly statusCode: number
  readonly code: AuthErrorCode
  readonly retryAfterSeconds: number | undefined

  constructor(statusCode: number, code: AuthErrorCode, message: string, retryAfterSeconds?: number) {
    super(message)
    this.name = 'AuthError'
    this.statusCode = statusCode
    this.code = code
    this.retryAfterSeconds = retryAfterSeconds
  }

  toJSON(): { error: AuthErrorBody } {
    const error: AuthErrorBody = { code: this.code, message: this.message }
    if (this.retryAfterSeconds !== undefined) error.retryAfterSeconds = this.retryAfterSeconds
    return { error }
  }
}

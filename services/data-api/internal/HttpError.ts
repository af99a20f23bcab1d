/**
 * An error that becomes an HTTP response `{ error, message }` with its status: the data API
 * throws these for every bad input so the client always gets a 4xx it can read, never a 500.
 *
 * @example
 * throw HttpError.badRequest('Invalid address', `'${raw}' is not an EVM address`)
 */
export class HttpError extends Error {
  readonly statusCode: number
  readonly error: string
  readonly extra: Record<string, unknown>

  constructor(statusCode: number, error: string, message: string, extra: Record<string, unknown> = {}) {
    super(message)
    this.name = 'HttpError'
    this.statusCode = statusCode
    this.error = error
    this.extra = extra
  }

  static badRequest(error: string, message: string): HttpError {
    return new HttpError(400, error, message)
  }

  toJSON(): Record<string, unknown> {
    return { error: this.error, message: this.message, ...this.extra }
  }
}

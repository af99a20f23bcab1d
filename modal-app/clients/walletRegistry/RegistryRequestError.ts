/**
 * A wallet-service call that failed: HTTP status (0 when there was no response, e.g. timeout)
 * and the server's message.
 *
 * @example
 * if (error instanceof RegistryRequestError && error.status === 403) showAlert('invalidAppConfiguration')
 */
export class RegistryRequestError extends Error {
  override name = 'RegistryRequestError'
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message)
  }
}

/** Why a project's settings could not be had. */
export type SettingsErrorCode = 'projectNotFound' | 'unavailable' | 'malformed'

/**
 * A settings request that gave no usable settings: `projectNotFound` (the service answered 404:
 * the project is not registered), `unavailable` (no answer, a timeout, or another status) or
 * `malformed` (an answer that is not a project's settings). The modal refuses to run on any of
 * them; only the first means the project id itself is wrong.
 *
 * @example
 * if (error instanceof SettingsRequestError && error.code === 'projectNotFound') showAlert('invalidProjectId')
 */
export class SettingsRequestError extends Error {
  override name = 'SettingsRequestError'
  constructor(
    readonly code: SettingsErrorCode,
    message: string,
    /** HTTP status, 0 when there was no response. */
    readonly status = 0,
  ) {
    super(message)
  }
}

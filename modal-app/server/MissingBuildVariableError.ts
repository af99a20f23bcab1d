/**
 * A deployment setting the modal's build or server cannot do without was not given. Thrown at
 * build or start time, never in a visitor's browser, so a production modal can't silently point
 * at the local stack. `code` is stable for scripts; `variable` names what to set.
 *
 * @example
 * throw new MissingBuildVariableError('VITE_AIRLOCK_SETTINGS_URL', 'the https base URL of the data service')
 */
export class MissingBuildVariableError extends Error {
  override name = 'MissingBuildVariableError'
  readonly code = 'AIRLOCK_MISSING_BUILD_VARIABLE'

  constructor(
    readonly variable: string,
    what: string,
  ) {
    super(`${variable} is required for a production build or server of the modal: ${what}. The local stack (AIRLOCK_PROFILE=dev or test) uses its loopback data API instead.`)
  }
}

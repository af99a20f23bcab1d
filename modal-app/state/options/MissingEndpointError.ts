/**
 * The project's settings name no endpoint for a service the visitor's action needs (`authUrl`
 * for a sign-in, `apiUrl` for the data API): the operator has not configured it. The modal has
 * no default to fall back on (a production modal must never point at localhost), so it says which
 * one is missing. `code` is stable for scripts; `option` names the endpoint.
 *
 * @example
 * if (!services.authUrl) throw new MissingEndpointError('authUrl')
 */
export class MissingEndpointError extends Error {
  override name = 'MissingEndpointError'
  readonly code = 'AIRLOCK_MISSING_ENDPOINT'

  constructor(readonly option: 'apiUrl' | 'authUrl') {
    super(`This project's settings name no \`${option}\`: the operator must add it to the project's endpoints (config/projects.json) before the modal can reach that service`)
  }
}

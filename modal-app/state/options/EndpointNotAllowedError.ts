/** The service options a page may set only to one of the operator's endpoints. */
export type OperatorEndpointOption = 'services.apiUrl' | 'services.authUrl' | 'services.paymasterUrl' | `services.bundlerUrls.${string}` | 'paymasterService.url'

/**
 * A page named a service endpoint the project's operator does not run: the modal refuses it and
 * uses the operator's endpoint instead (or none). `code` is stable for scripts; `option` names
 * the option and `url` what the page gave. Only the operator's settings name endpoints: a page on
 * an allowed origin that points `authUrl` at its own server would receive the visitor's email
 * code, session token and key shares.
 *
 * @example
 * throw new EndpointNotAllowedError('services.authUrl', 'https://evil.example/')
 */
export class EndpointNotAllowedError extends Error {
  override name = 'EndpointNotAllowedError'
  readonly code = 'AIRLOCK_ENDPOINT_NOT_ALLOWED'

  constructor(
    readonly option: OperatorEndpointOption,
    readonly url: string,
  ) {
    super(`\`${option}\` is '${url.slice(0, 200)}', which is not one of this project's endpoints: a page may only choose among the endpoints in its project's settings (omit it to use the operator's)`)
  }
}

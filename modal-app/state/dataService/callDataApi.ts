import type { BaseQueryApi, FetchArgs, FetchBaseQueryError, QueryReturnValue } from '@reduxjs/toolkit/query'
import type { OptionsState } from '../options/optionsSlice'
import { alertRaised } from '../alerts/alertsSlice'
import { isInvalidAppConfiguration } from './isInvalidAppConfiguration'

/** The base query RTK Query hands to a `queryFn`. */
type BaseResult = QueryReturnValue<unknown, FetchBaseQueryError, unknown>
export type BaseQuery = (args: string | FetchArgs) => PromiseLike<BaseResult> | BaseResult

/** The service's host-origin header (services/README.md, "Who may call"). */
export const HOST_ORIGIN_HEADER = 'X-Airlock-Host-Origin'

/**
 * Calls the data API through the shared base query (projectId, st, sv), naming the page the
 * modal is embedded in (the origin the handshake proved) so the service can apply the project's
 * allow-list; a 403 'Invalid App Configuration' raises the alert (docs/texts.md#alerts) (once).
 *
 * @example
 * const result = await callDataApi<Identity>({ url: `/v1/identity/${address}` }, api, baseQuery)
 */
export async function callDataApi<T>(
  args: FetchArgs,
  api: BaseQueryApi,
  baseQuery: BaseQuery,
): Promise<{ data: T; error?: undefined } | { error: FetchBaseQueryError; data?: undefined }> {
  const hostOrigin = (api.getState() as { options: OptionsState }).options.hostOrigin
  const call = hostOrigin ? { ...args, headers: { ...(args.headers as Record<string, string> | undefined), [HOST_ORIGIN_HEADER]: hostOrigin } } : args
  const result = await baseQuery(call)
  if (result.error) {
    if (isInvalidAppConfiguration(result.error.status, result.error.data)) api.dispatch(alertRaised('invalidAppConfiguration'))
    return { error: result.error }
  }
  return { data: result.data as T }
}

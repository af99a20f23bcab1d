import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query'
import { Constants } from '../../../shared/constants'
import { MissingEndpointError } from '../options/MissingEndpointError'
import type { OptionsState } from '../options/optionsSlice'
import { registerLateMiddleware } from '../../store/registerLateMiddleware'
import { registerLateSlice } from '../../store/registerLateSlice'

/**
 * Adds the query params every data-API call carries (docs/calls.md#data-api): projectId, st (SDK type) and sv
 * (SDK version), on top of the call's own params.
 *
 * @example
 * withServiceParams('/v1/supported-chains', 'p1') // { url: '/v1/supported-chains', params: { projectId: 'p1', st: 'appkit', sv: 'html-wagmi-4.2.2' } }
 */
export function withServiceParams(args: string | FetchArgs, projectId: string): FetchArgs {
  const call = typeof args === 'string' ? { url: args } : args
  return { ...call, params: { ...call.params, projectId, st: Constants.sdkType, sv: Constants.sdkVersion } }
}

const queries = new Map<string, ReturnType<typeof fetchBaseQuery>>()

/** Base query reading the API URL and project from the options slice at call time. */
const dataApiBaseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = (args, api, extra) => {
  const { services, projectId } = (api.getState() as { options: OptionsState }).options.value
  // No operator endpoint: say so instead of letting an empty base resolve against the modal's own origin.
  if (!services.apiUrl) return { error: { status: 'CUSTOM_ERROR', error: new MissingEndpointError('apiUrl').message } }
  let query = queries.get(services.apiUrl)
  if (!query) {
    query = fetchBaseQuery({ baseUrl: services.apiUrl, timeout: Constants.httpTimeoutMs })
    queries.set(services.apiUrl, query)
  }
  return query(withServiceParams(args, projectId), api, extra)
}

/**
 * The RTK Query API of the blockchain data service (docs/calls.md#data-api). Features add their endpoints with
 * `dataApi.injectEndpoints({ endpoints: (build) => ({ … }) })`, so each loads with its view.
 * Loading this module wires the API's reducer and middleware into every store: only the
 * Account view's chunk imports it, so RTK Query is not in the modal's first chunk.
 *
 * @example
 * const balanceApi = dataApi.injectEndpoints({ endpoints: (b) => ({ balance: b.query({ query: (a: string) => `/v1/account/${a}/balance` }) }) })
 */
export const dataApi = createApi({
  reducerPath: 'dataApi',
  baseQuery: dataApiBaseQuery,
  endpoints: () => ({}),
})

// This API's part of the store's state (see store/RootState.ts); it joins the root reducer late.
declare module '../../store/RootState' {
  interface RootState {
    dataApi?: ReturnType<(typeof dataApi)['reducer']>
  }
}

registerLateSlice(dataApi)
registerLateMiddleware(dataApi.middleware)

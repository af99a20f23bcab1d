import { dataApi } from './dataApi'
import { callDataApi } from './callDataApi'

/**
 * `GET v1/supported-chains` (the CAIP-2 ids the data API serves over HTTP). Kept for the
 * modal's life: the list changes only when the service is redeployed.
 *
 * @example
 * const { data } = await store.dispatch(supportedChainsApi.endpoints.supportedChains.initiate())
 */
export const supportedChainsApi = dataApi.injectEndpoints({
  endpoints: (build) => ({
    supportedChains: build.query<string[], void>({
      queryFn: async (_arg, api, _extra, baseQuery) => {
        const result = await callDataApi<{ http?: unknown }>({ url: '/v1/supported-chains' }, api, baseQuery)
        if (result.error) return result
        const http = result.data.http
        return { data: Array.isArray(http) ? http.filter((id): id is string => typeof id === 'string') : [] }
      },
      keepUnusedDataFor: 24 * 60 * 60,
    }),
  }),
})

import type { NameSuggestions, ProfileAccount, RegisterNameBody } from '../../../shared/names'
import { Constants } from '../../../shared/constants'
import { callDataApi } from '../../state/dataService/callDataApi'
import { supportedChainsApi } from '../../state/dataService/supportedChainsApi'

const seconds = (ms: number) => ms / 1000

/**
 * The profile endpoints of the data API (docs/calls.md#data-api): resolve a name (`/v1/profile/account/{name}`, 200
 * with null when nobody holds it), the names of an address (`/reverse/{address}`), suggestions for a
 * label (`/suggestions/{name}`, zone = the local suffix) and the registration POST. Lookups are
 * cached 300 s (ENS name cache, docs/constants.md#caches); the mutation returns the service's error body on refusal.
 *
 * @example
 * const { data } = await dispatch(profileApi.endpoints.resolveName.initiate('alice.airlock'))
 */
export const profileApi = supportedChainsApi.injectEndpoints({
  endpoints: (build) => ({
    resolveName: build.query<ProfileAccount | null, string>({
      queryFn: async (name, api, _extra, baseQuery) => {
        const result = await callDataApi<ProfileAccount | null>({ url: `/v1/profile/account/${encodeURIComponent(name)}`, params: { apiVersion: '2' } }, api, baseQuery)
        // A free name is 200 with null; a service on the older contract still answers 404 for it.
        if (result.error?.status === 404) return { data: null }
        return result.error ? result : { data: result.data ?? null }
      },
      keepUnusedDataFor: seconds(Constants.ensCacheMs),
    }),
    reverseName: build.query<ProfileAccount[], { address: string; sender?: string }>({
      queryFn: ({ address, sender }, api, _extra, baseQuery) =>
        callDataApi<ProfileAccount[]>(
          { url: `/v1/profile/reverse/${encodeURIComponent(address)}`, params: { apiVersion: '2', ...(sender ? { sender } : {}) } },
          api,
          baseQuery,
        ),
      keepUnusedDataFor: seconds(Constants.ensCacheMs),
    }),
    nameSuggestions: build.query<NameSuggestions, { name: string; zone: string }>({
      queryFn: ({ name, zone }, api, _extra, baseQuery) =>
        callDataApi<NameSuggestions>({ url: `/v1/profile/suggestions/${encodeURIComponent(name)}`, params: { zone } }, api, baseQuery),
      keepUnusedDataFor: seconds(Constants.ensCacheMs),
    }),
    registerName: build.mutation<ProfileAccount, RegisterNameBody>({
      queryFn: (body, api, _extra, baseQuery) => callDataApi<ProfileAccount>({ url: '/v1/profile/account', method: 'POST', body }, api, baseQuery),
    }),
  }),
})

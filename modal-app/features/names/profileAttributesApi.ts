import type { ProfileAccount, RegisterNameBody } from '../../../shared/names'
import { callDataApi } from '../../state/dataService/callDataApi'
import { supportedChainsApi } from '../../state/dataService/supportedChainsApi'

/**
 * The data service's text-record update, `POST /v1/profile/account/{name}/attributes`, with the
 * registration's body shape (coin type, address, signed JSON message, signature). Answers the
 * updated profile, or the service's error body (`reasons[0].description`) on refusal.
 *
 * @example
 * await dispatch(profileAttributesApi.endpoints.setNameAttributes.initiate({ name: 'alice.airlock', body }))
 */
export const profileAttributesApi = supportedChainsApi.injectEndpoints({
  endpoints: (build) => ({
    setNameAttributes: build.mutation<ProfileAccount, { name: string; body: RegisterNameBody }>({
      queryFn: ({ name, body }, api, _extra, baseQuery) =>
        callDataApi<ProfileAccount>({ url: `/v1/profile/account/${encodeURIComponent(name)}/attributes`, method: 'POST', body }, api, baseQuery),
    }),
  }),
})

import { Constants } from '../../../shared/constants'
import type { NftList } from '../../../shared/nfts/types'
import { callDataApi } from '../../state/dataService/callDataApi'
import { isNetworkSupported } from '../../state/dataService/isNetworkSupported'
import { supportedChainsApi } from '../../state/dataService/supportedChainsApi'

/** The account and network whose NFTs a view shows. */
export interface NftsArgs {
  address: string
  caipNetworkId: string
}

/**
 * The NFTs of an address on the active network, `GET /v1/account/{address}/nfts?chainId` of the
 * data API (ERC-721 and ERC-1155, indexed from chain events), cached like the portfolio (30 s,
 * docs/constants.md#caches). A network the service does not serve answers `{ nfts: [] }` without a request (docs/calls.md#data-api).
 *
 * @example
 * const { data } = useEndpointQuery(nftsApi.endpoints.accountNfts, { address, caipNetworkId: 'eip155:1' }, 30)
 */
export const nftsApi = supportedChainsApi.injectEndpoints({
  endpoints: (build) => ({
    accountNfts: build.query<NftList, NftsArgs>({
      queryFn: async ({ address, caipNetworkId }, api, _extra, baseQuery) => {
        const list = await api.dispatch(supportedChainsApi.endpoints.supportedChains.initiate(undefined, { subscribe: false }))
        if (!caipNetworkId.startsWith('eip155:') || !isNetworkSupported(caipNetworkId, list.data)) return { data: { nfts: [] } }
        const result = await callDataApi<NftList>({ url: `/v1/account/${encodeURIComponent(address)}/nfts`, params: { chainId: caipNetworkId } }, api, baseQuery)
        if (result.error) return result
        return { data: { nfts: Array.isArray(result.data.nfts) ? result.data.nfts : [] } }
      },
      keepUnusedDataFor: Constants.portfolioCacheMs / 1000,
    }),
  }),
})

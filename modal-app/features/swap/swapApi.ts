import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { ErrorText } from '../../../shared/errors/messages'
import type { SwapAllowanceResponse, SwapQuotesResponse, SwapTokensResponse, SwapTransactionResponse } from '../../../shared/swap/types'
import { callDataApi } from '../../state/dataService/callDataApi'
import { supportedChainsApi } from '../../state/dataService/supportedChainsApi'
import { isSwapSupported } from './isSwapSupported'

export interface QuoteArgs {
  caipNetworkId: string
  userAddress: string
  /** CAIP-10 token addresses. */
  from: string
  to: string
  /** Base units; the amount sold, or with `exactOut` the amount wanted. */
  amount: string
  exactOut: boolean
}

export interface BuildArgs {
  caipNetworkId: string
  userAddress: string
  from: string
  to: string
  amount: string
  slippage: number
}

const unsupported = { status: 'CUSTOM_ERROR', error: ErrorText.swapsUnsupported } as const

async function supports(api: BaseQueryApi, caipNetworkId: string): Promise<boolean> {
  const list = await api.dispatch(supportedChainsApi.endpoints.supportedChains.initiate(undefined, { subscribe: false }))
  return isSwapSupported(caipNetworkId, list.data)
}

/**
 * The convert endpoints of the data API (docs/calls.md#data-api). On a network without swaps the reads answer with the
 * empty results (docs/calls.md#data-api) (`{ tokens: [] }`, `{ quotes: [] }`, allowance "0") and the builds with the
 * error 'Network not supported for Swaps', all without a request. Quotes are never cached: a
 * quote is only as good as the pools at the moment it is read.
 *
 * @example
 * const { data } = swapApi.useSwapTokensQuery({ caipNetworkId: 'eip155:1' })
 */
export const swapApi = supportedChainsApi.injectEndpoints({
  endpoints: (build) => ({
    swapTokens: build.query<SwapTokensResponse, { caipNetworkId: string }>({
      queryFn: async ({ caipNetworkId }, api, _extra, baseQuery) => {
        if (!(await supports(api, caipNetworkId))) return { data: { tokens: [] } }
        return callDataApi<SwapTokensResponse>({ url: '/v1/convert/tokens', params: { chainId: caipNetworkId } }, api, baseQuery)
      },
    }),
    swapQuote: build.query<SwapQuotesResponse, QuoteArgs>({
      queryFn: async ({ caipNetworkId, userAddress, from, to, amount, exactOut }, api, _extra, baseQuery) => {
        if (!(await supports(api, caipNetworkId))) return { data: { quotes: [] } }
        const params: Record<string, string> = { amount, userAddress, from, to }
        if (exactOut) params.exactOut = 'true'
        return callDataApi<SwapQuotesResponse>({ url: '/v1/convert/quotes', params }, api, baseQuery)
      },
      keepUnusedDataFor: 0,
    }),
    swapAllowance: build.query<SwapAllowanceResponse, { caipNetworkId: string; tokenAddress: string; userAddress: string }>({
      queryFn: async ({ caipNetworkId, tokenAddress, userAddress }, api, _extra, baseQuery) => {
        if (!(await supports(api, caipNetworkId))) return { data: { allowance: '0' } }
        return callDataApi<SwapAllowanceResponse>({ url: '/v1/convert/allowance', params: { tokenAddress, userAddress } }, api, baseQuery)
      },
      keepUnusedDataFor: 0,
    }),
    buildApprove: build.mutation<SwapTransactionResponse, Omit<BuildArgs, 'slippage'>>({
      queryFn: async ({ caipNetworkId, userAddress, from, to, amount }, api, _extra, baseQuery) => {
        if (!(await supports(api, caipNetworkId))) return { error: unsupported }
        return callDataApi<SwapTransactionResponse>({ url: '/v1/convert/build-approve', params: { userAddress, from, to, amount } }, api, baseQuery)
      },
    }),
    buildSwap: build.mutation<SwapTransactionResponse, BuildArgs>({
      queryFn: async ({ caipNetworkId, userAddress, from, to, amount, slippage }, api, _extra, baseQuery) => {
        if (!(await supports(api, caipNetworkId))) return { error: unsupported }
        const projectId = (api.getState() as { options: { value: { projectId: string } } }).options.value.projectId
        return callDataApi<SwapTransactionResponse>(
          { url: '/v1/convert/build-transaction', method: 'POST', body: { amount, eip155: { slippage }, projectId, from, to, userAddress, disableEstimate: false } },
          api,
          baseQuery,
        )
      },
    }),
  }),
})

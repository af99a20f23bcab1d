import type { BaseQueryApi } from '@reduxjs/toolkit/query'
import { Constants } from '../../../shared/constants'
import { ErrorText } from '../../../shared/errors/messages'
import { notificationRequested } from '../notifications/notificationsSlice'
import type { SendState } from '../send/sendSlice'
import { sendDraftUpdated } from '../send/sendSlice'
import type { AirlockNetwork } from '../../../shared/networks/networks'
import { trustedRpcUrlOf } from '../../clients/chainRpc/trustedRpcUrlOf'
import { callDataApi } from './callDataApi'
import { isNetworkSupported } from './isNetworkSupported'
import { isRetryBlocked } from './isRetryBlocked'
import type { BalanceResponse, FungiblePriceResponse, GasPrice, HistoryPage, Identity } from './portfolioTypes'
import { supportedChainsApi } from './supportedChainsApi'

export interface BalanceArgs {
  address: string
  caipNetworkId: string
  forceUpdate?: boolean
}

export interface HistoryArgs {
  address: string
  caipNetworkId: string
  /** The `next` of the previous page; absent for the first page. */
  cursor?: string
  /** Asks for the account's on-ramp purchases instead (docs/calls.md#data-api `onramp`), entries of operation type `buy`. */
  onramp?: string
}

const seconds = (ms: number) => ms / 1000

/** Whether the service serves the network: the service's own list, or the namespace rule if the list is unavailable. */
async function supports(api: BaseQueryApi, caipNetworkId: string): Promise<boolean> {
  const list = await api.dispatch(supportedChainsApi.endpoints.supportedChains.initiate(undefined, { subscribe: false }))
  return isNetworkSupported(caipNetworkId, list.data)
}

/** The address the data API prices a chain's native currency by. */
const NATIVE_PLACEHOLDER = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

type HistoryResult = { data: HistoryPage } | { error: { status: 'CUSTOM_ERROR'; error: string } }

/** The configured network of `caipNetworkId` and the operator's endpoint for it (never the page's). */
function operatorEndpoint(api: BaseQueryApi, caipNetworkId: string): { network: AirlockNetwork; url: string } | undefined {
  const { options } = api.getState() as { options: { value: { networks: readonly AirlockNetwork[]; rpcUrls: Readonly<Record<string, string>> } } }
  const network = options.value.networks.find((n) => n.caipNetworkId === caipNetworkId)
  const url = network && trustedRpcUrlOf(network, options.value.rpcUrls)
  return network && url ? { network, url } : undefined
}

/** The USD price of a network's native currency at the data API (undefined when it has none). */
async function nativePrice(api: BaseQueryApi, baseQuery: Parameters<typeof callDataApi>[2], caipNetworkId: string): Promise<number | undefined> {
  const projectId = (api.getState() as { options: { value: { projectId: string } } }).options.value.projectId
  const priced = await callDataApi<FungiblePriceResponse>({ url: '/v1/fungible/price', method: 'POST', body: { currency: 'usd', addresses: [`${caipNetworkId}:${NATIVE_PLACEHOLDER}`], projectId } }, api, baseQuery)
  return 'data' in priced ? priced.data?.fungibles?.[0]?.price : undefined
}

/** A Polkadot network's activity, read from the operator's chain endpoint (the local stand-in keeps it: `airlock_accountHistory`) with DOT's price, one page. */
async function polkadotHistory(api: BaseQueryApi, baseQuery: Parameters<typeof callDataApi>[2], caipNetworkId: string, address: string): Promise<HistoryResult> {
  const endpoint = operatorEndpoint(api, caipNetworkId)
  if (!endpoint) return { data: { data: [], next: null } }
  try {
    const { readPolkadotHistory } = await import('../../clients/polkadot/readPolkadotHistory')
    // Priced as EVM rows are: the activity list takes an unpriced receipt for spam.
    return { data: { data: await readPolkadotHistory(endpoint.url, endpoint.network, address, await nativePrice(api, baseQuery, caipNetworkId)), next: null } }
  } catch (cause) {
    return { error: { status: 'CUSTOM_ERROR', error: (cause as Error).message } }
  }
}

/** A Bitcoin network's activity, read from its Esplora API (the operator's endpoint) with BTC's price. */
async function bitcoinHistory(api: BaseQueryApi, baseQuery: Parameters<typeof callDataApi>[2], caipNetworkId: string, address: string): Promise<HistoryResult> {
  const url = operatorEndpoint(api, caipNetworkId)?.url
  if (!url) return { data: { data: [], next: null } }
  try {
    const { readBitcoinHistory } = await import('../../clients/esplora/readBitcoinHistory')
    // BTC's price from the data API, as for EVM rows: the activity list takes an unpriced receipt for spam.
    return { data: { data: await readBitcoinHistory(url, caipNetworkId, address, await nativePrice(api, baseQuery, caipNetworkId)), next: null } }
  } catch (cause) {
    return { error: { status: 'CUSTOM_ERROR', error: (cause as Error).message } }
  }
}

function balanceUnavailable(api: BaseQueryApi) {
  api.dispatch(notificationRequested({ message: ErrorText.tokenBalanceUnavailable, variant: 'error' }))
}

/**
 * The portfolio endpoints of the data API (docs/calls.md#data-api) with the caches (docs/constants.md#caches): balance 30 s (the Tokens tab
 * and the native balance share it), identity 300 s. On a network the service does not serve,
 * balance, price and history answer with their empty results without a request; a failed
 * balance fetch shows 'Token Balance Unavailable', records `send.lastRetry` and blocks new
 * balance requests for 30 s. History pages merge into one list per account and chain.
 *
 * @example
 * const { data } = portfolioApi.useBalanceQuery({ address, caipNetworkId: 'eip155:1' })
 */
export const portfolioApi = supportedChainsApi.injectEndpoints({
  endpoints: (build) => ({
    balance: build.query<BalanceResponse, BalanceArgs>({
      queryFn: async ({ address, caipNetworkId, forceUpdate }, api, _extra, baseQuery) => {
        const { lastRetry } = (api.getState() as { send: SendState }).send
        if (isRetryBlocked(lastRetry)) {
          return { error: { status: 'CUSTOM_ERROR', error: ErrorText.tokenBalanceUnavailable, data: { retryBlockedUntil: lastRetry! + Constants.balanceRetryBlockMs } } }
        }
        if (!(await supports(api, caipNetworkId))) {
          balanceUnavailable(api)
          return { data: { balances: [] } }
        }
        const result = await callDataApi<BalanceResponse>(
          { url: `/v1/account/${encodeURIComponent(address)}/balance`, params: { currency: 'usd', chainId: caipNetworkId, forceUpdate: forceUpdate ? 'true' : 'false' } },
          api,
          baseQuery,
        )
        if (result.error || !Array.isArray(result.data.balances)) {
          api.dispatch(sendDraftUpdated({ lastRetry: Date.now() }))
          balanceUnavailable(api)
          return { error: result.error ?? { status: 'PARSING_ERROR', originalStatus: 200, data: '', error: 'balances missing' } }
        }
        if (lastRetry !== undefined) api.dispatch(sendDraftUpdated({ lastRetry: undefined }))
        // docs/calls.md#data-api: entries whose decimals are "0" are dropped.
        return { data: { balances: result.data.balances.filter((b) => b.quantity?.decimals !== '0') } }
      },
      keepUnusedDataFor: seconds(Constants.portfolioCacheMs),
    }),
    identity: build.query<Identity, { address: string; sender?: string }>({
      queryFn: ({ address, sender }, api, _extra, baseQuery) =>
        callDataApi<Identity>({ url: `/v1/identity/${encodeURIComponent(address)}`, params: sender ? { sender } : {} }, api, baseQuery),
      keepUnusedDataFor: seconds(Constants.identityCacheMs),
    }),
    fungiblePrice: build.query<FungiblePriceResponse, { caipNetworkId: string; addresses: string[] }>({
      queryFn: async ({ caipNetworkId, addresses }, api, _extra, baseQuery) => {
        // Bitcoin has no balances or history at the data API but its currency has a price (an approval's fiat).
        if (!caipNetworkId.startsWith('bip122:') && !(await supports(api, caipNetworkId))) return { data: { fungibles: [] } }
        const projectId = (api.getState() as { options: { value: { projectId: string } } }).options.value.projectId
        return callDataApi<FungiblePriceResponse>({ url: '/v1/fungible/price', method: 'POST', body: { currency: 'usd', addresses, projectId } }, api, baseQuery)
      },
      keepUnusedDataFor: seconds(Constants.portfolioCacheMs),
    }),
    gasPrice: build.query<GasPrice, { caipNetworkId: string }>({
      queryFn: async ({ caipNetworkId }, api, _extra, baseQuery) => {
        if (!caipNetworkId.startsWith('eip155:') || !(await supports(api, caipNetworkId))) {
          return { error: { status: 'CUSTOM_ERROR', error: ErrorText.gasPriceUnsupported } }
        }
        return callDataApi<GasPrice>({ url: '/v1/convert/gas-price', params: { chainId: caipNetworkId } }, api, baseQuery)
      },
      keepUnusedDataFor: seconds(Constants.nativeBalanceCacheMs),
    }),
    history: build.query<HistoryPage, HistoryArgs>({
      queryFn: async ({ address, caipNetworkId, cursor, onramp }, api, _extra, baseQuery) => {
        // Bitcoin's activity is read from the network's own Esplora API (the operator's endpoint), one page.
        if (caipNetworkId.startsWith('bip122:') && !onramp && !cursor) return bitcoinHistory(api, baseQuery, caipNetworkId, address)
        // Polkadot's from the operator's chain endpoint (no data API serves it), one page.
        if (caipNetworkId.startsWith('polkadot:') && !onramp && !cursor) return polkadotHistory(api, baseQuery, caipNetworkId, address)
        if (!(await supports(api, caipNetworkId))) return { data: { data: [], next: null } }
        const params: Record<string, string> = { chainId: caipNetworkId }
        if (cursor) params.cursor = cursor
        if (onramp) params.onramp = onramp
        return callDataApi<HistoryPage>({ url: `/v1/account/${encodeURIComponent(address)}/history`, params }, api, baseQuery)
      },
      // One cache entry per account and chain; each cursor's page is appended to it.
      serializeQueryArgs: ({ queryArgs }) => `${queryArgs.address.toLowerCase()}|${queryArgs.caipNetworkId}${queryArgs.onramp ? `|onramp:${queryArgs.onramp}` : ''}`,
      merge: (current, incoming, { arg }) => {
        if (!arg.cursor) return incoming
        const known = new Set(current.data.map((t) => t.id))
        current.data.push(...incoming.data.filter((t) => !known.has(t.id)))
        current.next = incoming.next
        return undefined
      },
      forceRefetch: ({ currentArg, previousArg }) => currentArg?.cursor !== previousArg?.cursor,
      keepUnusedDataFor: seconds(Constants.portfolioCacheMs),
    }),
  }),
})

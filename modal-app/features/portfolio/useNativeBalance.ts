import { Constants } from '../../../shared/constants'
import { useEndpointQuery } from './internal/useEndpointQuery'
import { portfolioApi } from './portfolioApi'
import type { TokenBalance } from './portfolioTypes'

export interface NativeBalance {
  /** Decimal string in whole units (e.g. '1.5'); undefined until known. */
  balance?: string
  symbol?: string
  isLoading: boolean
  isError: boolean
}

/**
 * Picks the native entry (the one without a token address) of a network from a balance list.
 *
 * @example
 * selectNativeEntry(balances, 'eip155:1')?.quantity.numeric // '10000'
 */
export function selectNativeEntry(balances: readonly TokenBalance[] | undefined, caipNetworkId: string): TokenBalance | undefined {
  return balances?.find((b) => !b.address && b.chainId === caipNetworkId)
}

/**
 * The native balance of an account on a network, from the data API's balance endpoint (shared
 * with the Tokens tab, cached 30 s, §9). Pass undefined to skip (nothing connected).
 *
 * @example
 * const { balance, symbol } = useNativeBalance(account.address, network.caipNetworkId)
 */
export function useNativeBalance(address: string | undefined, caipNetworkId: string | undefined): NativeBalance {
  const q = useEndpointQuery(
    portfolioApi.endpoints.balance,
    address && caipNetworkId ? { address, caipNetworkId } : undefined,
    Constants.nativeBalanceCacheMs / 1000,
  )
  const entry = caipNetworkId ? selectNativeEntry(q.data?.balances, caipNetworkId) : undefined
  return { balance: entry?.quantity.numeric, symbol: entry?.symbol, isLoading: q.isLoading, isError: q.isError }
}

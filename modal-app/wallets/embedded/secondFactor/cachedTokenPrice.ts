import type { AirlockNetwork } from '../../../../shared/networks/networks'
import type { TokenBalance } from '../../../../shared/dataApi/types'
import { portfolioApi } from '../../../state/dataService/portfolioApi'
import type { RootState } from '../../../store/storeTypes'

interface CachedQuery {
  endpointName?: string
  originalArgs?: { caipNetworkId?: string }
  data?: { balances?: TokenBalance[] }
}

/**
 * The USD price and decimals of a token on `network` as the modal last showed them: a balance
 * the data API answered for any account on that network (the Tokens tab, Send, Swap, the
 * account's refresh all keep one), read from the data-service cache without a new call.
 * Undefined when no cached balance lists the token (the send rule then asks), also for a token
 * the data API has no price for. EVM addresses match in any case; a Solana mint exactly.
 *
 * @example
 * cachedTokenPrice(store.getState(), mainnet, '0xa0b8…eb48') // { usdPrice: 1, decimals: 6 }
 */
export function cachedTokenPrice(state: RootState, network: Pick<AirlockNetwork, 'caipNetworkId'>, token: string): { usdPrice: number; decimals: number } | undefined {
  const same = network.caipNetworkId.startsWith('eip155:') ? (a: string) => a.toLowerCase() === token.toLowerCase() : (a: string) => a === token
  const queries = (state as unknown as Record<string, { queries?: Record<string, CachedQuery | undefined> } | undefined>)[portfolioApi.reducerPath]?.queries ?? {}
  for (const query of Object.values(queries)) {
    if (query?.endpointName !== 'balance' || query.originalArgs?.caipNetworkId !== network.caipNetworkId) continue
    const held = query.data?.balances?.find((b) => typeof b.address === 'string' && same(b.address.slice(b.address.lastIndexOf(':') + 1)))
    const decimals = Number(held?.quantity.decimals)
    if (held && typeof held.price === 'number' && Number.isFinite(held.price) && Number.isInteger(decimals)) return { usdPrice: held.price, decimals }
  }
  return undefined
}

import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { portfolioApi } from '../../../state/dataService/portfolioApi'
import type { RootState } from '../../../store/storeTypes'

/** The address the data API prices a chain's native currency by (as the approval's summary asks it). */
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * The USD price of `network`'s native currency as the modal last showed it (the approval's send
 * summary asked the data API for it), read from the data-service cache without a new call;
 * undefined when the modal has none, which the send rule treats as "ask".
 *
 * @example
 * cachedNativePrice(store.getState(), mainnet) // 3000
 */
export function cachedNativePrice(state: RootState, network: Pick<AirlockNetwork, 'caipNetworkId'>): number | undefined {
  const args = { caipNetworkId: network.caipNetworkId, addresses: [`${network.caipNetworkId}:${NATIVE}`] }
  const price = portfolioApi.endpoints.fungiblePrice.select(args)(state as never).data?.fungibles?.[0]?.price
  return typeof price === 'number' ? price : undefined
}

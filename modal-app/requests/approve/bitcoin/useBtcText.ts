import { formatUnits } from 'viem'
import { Constants } from '../../../../shared/constants'
import type { AirlockNetwork } from '../../../../shared/networks/networks'
import { useEndpointQuery } from '../../../state/dataService/useEndpointQuery'
import { portfolioApi } from '../../../state/dataService/portfolioApi'
import { formatUsd } from '../../../ui/format/formatUsd'

/** The address the data API prices a chain's native currency by. */
const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * How a Bitcoin approval writes satoshis: BTC, then its USD value at the data API's price of the
 * network's coin when there is one (as EVM sends show theirs).
 *
 * @example
 * const btc = useBtcText(network)
 * btc(150_000n) // '0.0015 BTC ($90.00)'
 */
export function useBtcText(network: AirlockNetwork | undefined): (sats: bigint) => string {
  const caipNetworkId = network?.caipNetworkId
  const price = useEndpointQuery(portfolioApi.endpoints.fungiblePrice, caipNetworkId ? { caipNetworkId, addresses: [`${caipNetworkId}:${NATIVE}`] } : undefined, Constants.portfolioCacheMs / 1000)
  const usdPrice = price.data?.fungibles?.[0]?.price
  return (sats) => `${formatUnits(sats, 8)} BTC${typeof usdPrice === 'number' && usdPrice > 0 ? ` (${formatUsd(Number(formatUnits(sats, 8)) * usdPrice)})` : ''}`
}

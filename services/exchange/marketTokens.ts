import type { Address } from 'viem'
import { aeurIcon } from '../data-api/internal/icons'
import type { TokenConfig } from '../data-api/types'
import { AEUR } from './marketConfig'

/**
 * The data API's token table entries for AEUR deployed at `address` on each of `chainIds`
 * (AUSD's come from `ausdTokens`), so balances, history and the convert endpoints list it.
 *
 * @example
 * marketTokens(marketAddresses().aeur, [1, 8453])
 */
export function marketTokens(address: Address, chainIds: readonly number[]): TokenConfig[] {
  return chainIds.map((chainId) => ({ chainId, address, ...AEUR, iconUrl: aeurIcon }))
}

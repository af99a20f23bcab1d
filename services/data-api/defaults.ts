import type { Address } from 'viem'
import { AUSD } from '../contracts/deployToken'
import { ausdIcon } from './internal/icons'
import type { PriceTable, TokenConfig } from './types'

/** The local price table: ETH 3000 USD, AUSD 1 USD, AEUR 1.08 USD (the exchange's starting prices). */
export const defaultPrices: PriceTable = Object.freeze({ ETH: 3000, AUSD: 1, AEUR: 1.08 })

/**
 * The token table for AUSD deployed at `address` on each of `chainIds`.
 *
 * @example
 * ausdTokens(tokenAddress(), [1, 8453])
 */
export function ausdTokens(address: Address, chainIds: readonly number[]): TokenConfig[] {
  return chainIds.map((chainId) => ({ chainId, address, ...AUSD, iconUrl: ausdIcon }))
}

import type { Address } from 'viem'
import { AUSD } from '../fixtures/contracts/deployToken'
import { ausdIcon } from './internal/icons'
import type { PriceTable, TokenConfig } from './types'

/**
 * The local price table: ETH 3000 USD, AUSD 1 USD, AEUR 1.08 USD (the exchange's starting
 * prices), SOL 150 USD (so Solana balances and the Send view's fee rule have a USD value, docs/validation.md#gas),
 * BTC 60000 USD (a Bitcoin approval's amounts and fee in fiat), DOT 7 USD (a Polkadot account's
 * activity: an unpriced receipt reads as an airdrop).
 */
export const defaultPrices: PriceTable = Object.freeze({ ETH: 3000, AUSD: 1, AEUR: 1.08, SOL: 150, BTC: 60000, DOT: 7 })

/**
 * The token table for AUSD deployed at `address` on each of `chainIds`.
 *
 * @example
 * ausdTokens(tokenAddress(), [1, 8453])
 */
export function ausdTokens(address: Address, chainIds: readonly number[]): TokenConfig[] {
  return chainIds.map((chainId) => ({ chainId, address, ...AUSD, iconUrl: ausdIcon }))
}

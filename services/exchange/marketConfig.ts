import { getContractAddress, type Address } from 'viem'
import { exchangeKeys } from './exchangeKeys'

/** The second test token's fixed facts (a euro stand-in with 18 decimals, unlike AUSD's 6). */
export const AEUR = { name: 'Airlock Euro', symbol: 'AEUR', decimals: 18 } as const

/**
 * The local market: what each pool starts with (ETH at 3,000 AUSD and 2,777.5 AEUR, so AEUR is
 * about 1.08 USD) and what the on-ramp treasury holds. Big enough that a test swap moves the
 * price a little, small enough that it moves it at all.
 */
export const MARKET = {
  pools: { AUSD: { eth: 100n, tokens: 300_000n }, AEUR: { eth: 100n, tokens: 277_750n } },
  treasury: { eth: 100_000n, ausd: 10_000_000n, aeur: 10_000_000n },
  ownerEth: 100_000n,
} as const

/**
 * Where the exchange and the second token land: the owner key deploys the token as its first
 * transaction and the exchange as its second, on a fresh chain, so both addresses are the same
 * on every chain and every start.
 *
 * @example
 * marketAddresses().exchange
 */
export function marketAddresses(owner: Address = exchangeKeys.owner.address): { aeur: Address; exchange: Address } {
  return { aeur: getContractAddress({ from: owner, nonce: 0n }), exchange: getContractAddress({ from: owner, nonce: 1n }) }
}

import type { Storage } from '../../fixtures/storage/Storage'
import { priceOf } from '../internal/chainSet'
import type { PriceTable, Transaction } from '../types'

/** The storage namespace of delivered purchases, one entry per delivery transaction. */
export const ONRAMP_NAMESPACE = 'onramp-purchases'

/** What the provider records for each delivered purchase. */
export interface OnrampPurchase {
  address: string
  caip: string
  hash: string
  asset: string
  name: string
  iconUrl: string
  cryptoAmount: string
  fiatAmount: string
  fiatCurrency: string
  provider: string
  treasury: string
  at: number
}

/**
 * The account's on-ramp purchases as history entries (`GET …/history?onramp=…`): operation type
 * `buy`, the tokens received, newest first, optionally on one chain only. Purchases are few,
 * so they come as one page.
 *
 * @example
 * await onrampHistory(storage, '0xf39F…2266', 'eip155:1', prices) // { data: [...], next: null }
 */
export async function onrampHistory(storage: Storage, address: string, caip: string | undefined, prices: PriceTable): Promise<{ data: Transaction[]; next: null }> {
  const me = address.toLowerCase()
  const entries = await storage.kv.list<OnrampPurchase>(ONRAMP_NAMESPACE)
  const data = entries
    .map((e) => e.value)
    .filter((p) => p.address.toLowerCase() === me && (!caip || p.caip === caip))
    .sort((a, b) => b.at - a.at)
    .map((p): Transaction => {
      const price = priceOf(prices, p.asset)
      return {
        id: `${p.caip}:${p.hash}`,
        metadata: { operationType: 'buy', hash: p.hash, minedAt: new Date(p.at).toISOString(), sentFrom: p.treasury, sentTo: p.address, status: 'confirmed', nonce: 0, chain: p.caip },
        transfers: [{ fungible_info: { name: p.name, symbol: p.asset, icon: { url: p.iconUrl } }, direction: 'in', quantity: { numeric: p.cryptoAmount }, value: Number(p.cryptoAmount) * price, price }],
      }
    })
  return { data, next: null }
}

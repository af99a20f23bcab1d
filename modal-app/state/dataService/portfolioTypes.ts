import type { TokenBalance } from '../account/accountTypes'
import type { Transaction } from '../../../shared/dataApi/types'

export type { TokenBalance }

/** `GET /v1/account/{address}/balance` response (docs/calls.md#data-api). */
export interface BalanceResponse {
  balances: TokenBalance[]
}

/** `GET /v1/identity/{address}` response. */
export interface Identity {
  name: string | null
  avatar: string | null
}

/** One price of `POST /v1/fungible/price`. */
export interface FungiblePrice {
  name: string
  symbol: string
  iconUrl: string
  price: number
}

/** `POST /v1/fungible/price` response. */
export interface FungiblePriceResponse {
  fungibles: FungiblePrice[]
}

/** `GET /v1/convert/gas-price` response, wei as decimal strings. */
export interface GasPrice {
  standard: string
  fast: string
  instant: string
}


export type { Transaction, TransactionTransfer } from '../../../shared/dataApi/types'

/** `GET /v1/account/{account}/history` response: one page and the next page's cursor. */
export interface HistoryPage {
  data: Transaction[]
  next: string | null
}

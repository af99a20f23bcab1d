import type { TokenBalance } from '../account/accountTypes'

export type { TokenBalance }

/** `GET /v1/account/{address}/balance` response (§7). */
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

/** One token movement of a transaction. */
export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url?: string }; flags?: { is_spam?: boolean } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
}

/** §3 transaction (id, metadata with minedAt and chain, transfers). */
export interface Transaction {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: string
    nonce?: number
    chain: string
    /** Set by services that flag spam themselves. */
    spam?: boolean
  }
  transfers: TransactionTransfer[]
}

/** `GET /v1/account/{account}/history` response: one page and the next page's cursor. */
export interface HistoryPage {
  data: Transaction[]
  next: string | null
}

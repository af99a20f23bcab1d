/**
 * Wire shapes of the blockchain data API (docs/entities.md#tokens, docs/calls.md#data-api), shared by the local service that
 * answers them and the modal that reads them, so the two can't drift apart.
 */

/** token balance (docs/entities.md#tokens), as `GET /v1/account/{address}/balance` returns it. */
export interface TokenBalance {
  name: string
  symbol: string
  /** CAIP-2 network id. */
  chainId: string
  /** CAIP-10 token address; absent for the native currency. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** One token movement of a transaction. */
export interface TransactionTransfer {
  fungible_info?: { name?: string; symbol?: string; icon?: { url?: string }; flags?: { is_spam?: boolean } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value?: number
  price?: number
  /**
   * The other side of this movement (a token transfer's sender or recipient), when the service
   * knows it: a token transaction's target is the token contract, not whom the value moved with.
   */
  counterparty?: string
}

/** transaction (docs/entities.md#transaction) (id, metadata with minedAt and chain, transfers). */
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
    /**
     * Whom the call addressed when no transfer names it: a failed token transfer's recipient,
     * an approval's spender (the transaction's target is then the token contract).
     */
    counterparty?: string
  }
  transfers: TransactionTransfer[]
}

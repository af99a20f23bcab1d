// Wire types of the convert endpoints (docs/calls.md#data-api), shared by services/data-api and the modal's swap feature.
// Token addresses are CAIP-10 (`eip155:1:0x…`); the native currency is the placeholder address.

/** The address that names a chain's native currency in convert calls. */
export const NATIVE_TOKEN_ADDRESS = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** One token the exchange trades on a chain (`GET /v1/convert/tokens`). */
export interface SwapToken {
  name: string
  symbol: string
  /** CAIP-10, e.g. `eip155:1:0x5FbD…0aa3`; the native currency uses {@link NATIVE_TOKEN_ADDRESS}. */
  address: string
  decimals: number
  logoUri: string
  /** USD per whole token (the service's price table), 0 when unknown. */
  price: number
}

export interface SwapTokensResponse {
  tokens: SwapToken[]
}

/** One quote (`GET /v1/convert/quotes`): amounts in base units as decimal strings. */
export interface SwapQuote {
  id: string
  fromAmount: string
  fromAccount: string
  toAmount: string
  toAccount: string
  /** How much worse than the pool's spot price the trade is, in percent (0.05 = 0.05 %). */
  priceImpact: number
  /** The pools' fees, in base units of the token sold. */
  fee: { amount: string; token: string }
  /** Gas the swap takes, estimated from the pools (not a node estimate). */
  gasLimit: string
}

export interface SwapQuotesResponse {
  quotes: SwapQuote[]
}

export interface SwapAllowanceResponse {
  allowance: string
}

/** A transaction for the visitor's wallet to send (build-approve and build-transaction). */
export interface SwapTransaction {
  from: string
  to: string
  data: `0x${string}`
  /** Wei to send, decimal string ("0" for a token sale). */
  value: string
  eip155: { gas: string; gasPrice: string }
}

export interface SwapTransactionResponse {
  tx: SwapTransaction
  /** Only build-transaction: the least the swap may pay out before it reverts. */
  minAmountOut?: string
}

/** `POST /v1/convert/build-transaction` body (docs/calls.md#data-api). */
export interface BuildSwapBody {
  amount: string
  eip155: { slippage: string | number }
  projectId: string
  from: string
  to: string
  userAddress: string
  disableEstimate?: boolean
}

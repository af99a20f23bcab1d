import type { TransactionParams } from './internal/decodeTransaction'
import type { JsonObject } from './internal/decoders'

// The decoded params of the methods that have an approval body: the method's file decodes the
// request into its type, once, at the router; the body (requests/approve/bodies/) shows it. Kept
// apart from both so that neither imports the other's types in a circle.

/** eth_sendTransaction's params: the transaction. */
export type SendTransactionParams = TransactionParams

/** EIP-712 typed data, read: what the approval shows of it. */
export interface TypedData {
  readonly domain?: JsonObject
  readonly primaryType?: unknown
  readonly message?: JsonObject
}

/** eth_signTypedData_v4's params as the approval sees them: the account and the typed data (its JSON text read). */
export type SignTypedDataParams = readonly [address: unknown, typedData: TypedData]

/** personal_sign's params: the message (hex, or text) and the account that signs it. */
export type PersonalSignParams = readonly [message: string, address?: unknown]

/** One call of an EIP-5792 batch. */
export interface BatchCall {
  readonly to?: unknown
  readonly value?: unknown
  readonly data?: unknown
}

/** wallet_sendCalls' params: the batch (its calls, and whatever else EIP-5792 lets it name). */
export type SendCallsParams = readonly [Readonly<{ calls: readonly BatchCall[] } & Record<string, unknown>>, ...unknown[]]

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

/** solana_signMessage's params: the message (base58) and whatever else Wallet Standard names (the signing account). */
export type SolanaMessageParams = Readonly<{ message: string } & Record<string, unknown>>

/** solana_signTransaction / solana_signAndSendTransaction's params: the wire transaction (base64) and its options. */
export type SolanaTransactionParams = Readonly<{ transaction: string } & Record<string, unknown>>

/** signPsbt's params (WalletConnect `bip122`): the PSBT (base64), the inputs each address signs, and whether to broadcast. */
export type BitcoinPsbtParams = Readonly<{ psbt: string; signInputs?: unknown; broadcast?: boolean } & Record<string, unknown>>

/** sendTransfer's params: the recipient and the whole satoshis it gets (a decimal string), from the payment address (`account`). */
export type BitcoinTransferParams = Readonly<{ recipientAddress: string; amount: string; account?: string } & Record<string, unknown>>

/** solana_signAllTransactions' params: the wire transactions (base64), at least one. */
export type SolanaAllTransactionsParams = Readonly<{ transactions: readonly string[] } & Record<string, unknown>>

/** One ERC-7715 permission as the dapp names it (what it allows is read by the wallet's own grant parser). */
export type GrantPermission = Readonly<{ type: string; data?: JsonObject } & Record<string, unknown>>

/** wallet_grantPermissions' params: one request, its chain (hex), its expiry (unix seconds) and its permissions. */
export type GrantPermissionsParams = readonly [
  Readonly<{ chainId: string; expiry: number; permissions?: readonly GrantPermission[]; permission?: GrantPermission } & Record<string, unknown>>,
  ...unknown[],
]

/** The params of a method approved on the generic view, shown as JSON: a positional list or one object of named params. */
export type GenericParams = readonly unknown[] | JsonObject

/** polkadot_signMessage's params: the SS58 address and the message (hex bytes or text), as WalletConnect's `polkadot` namespace names them. */
export type PolkadotMessageParams = Readonly<{ address: string; message: string } & Record<string, unknown>>

/** polkadot_signTransaction's params: the SS58 address and the extrinsic payload (`SignerPayloadJSON`) to sign. */
export type PolkadotTransactionParams = Readonly<{ address: string; transactionPayload: Readonly<Record<string, unknown> & { address: string; method: string; genesisHash: string; specVersion: string }> } & Record<string, unknown>>

import type { SolanaAllTransactionsParams, SolanaMessageParams, SolanaTransactionParams } from '../params'
import { namedObject, refuse } from './decoders'

/**
 * Decodes solana_signMessage's `{ message }`: the message must be a string (base58, read by the
 * approval and the wallet); else -32602.
 *
 * @example
 * decodeSolanaMessage({ message: 'Cn8eVZg', pubkey }).message // 'Cn8eVZg'
 */
export function decodeSolanaMessage(params: unknown): SolanaMessageParams {
  const named = namedObject('solana_signMessage', params)
  if (typeof named.message !== 'string') refuse('solana_signMessage needs { message: base58 }')
  return named as SolanaMessageParams
}

/**
 * Decodes `{ transaction }` for `method` (sign, or sign and send): the transaction must be a
 * string (base64 wire bytes); else -32602. Other fields (send options) go on untouched.
 *
 * @example
 * decodeSolanaTransaction('solana_signTransaction', { transaction: 'AQAB…' })
 */
export function decodeSolanaTransaction(method: string, params: unknown): SolanaTransactionParams {
  const named = namedObject(method, params)
  if (typeof named.transaction !== 'string') refuse(`${method} needs { transaction: base64 }`)
  return named as SolanaTransactionParams
}

/**
 * Decodes solana_signAllTransactions' `{ transactions }`: a non-empty list of strings (base64
 * wire bytes); else -32602.
 *
 * @example
 * decodeSolanaTransactions({ transactions: ['AQAB…', 'AQAB…'] }).transactions.length // 2
 */
export function decodeSolanaTransactions(params: unknown): SolanaAllTransactionsParams {
  const named = namedObject('solana_signAllTransactions', params)
  const list = named.transactions
  if (!Array.isArray(list) || list.length === 0 || !list.every((t) => typeof t === 'string')) refuse('solana_signAllTransactions needs { transactions: base64[] }')
  return named as SolanaAllTransactionsParams
}

import { firstObject, refuse } from './decoders'

const FIELDS = ['from', 'to', 'value', 'data', 'input', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas', 'nonce', 'chainId'] as const

/** One EVM transaction as a dapp sends it: every field it sets is a hex string (`to` null or absent deploys a contract). */
export type TransactionRequest = Readonly<Partial<Record<(typeof FIELDS)[number], string | null>>>

/** The params of a method that takes one transaction (eth_sendTransaction). */
export type TransactionParams = readonly [TransactionRequest, ...unknown[]]

/**
 * Decodes `[transaction]` for `method`: an object whose set fields are strings, and that names
 * one kind of price (a legacy `gasPrice`, or EIP-1559's `maxFeePerGas` / `maxPriorityFeePerGas`);
 * else -32602. With both kinds, the approval could show one price while the wallet signs the
 * other (a small max fee shown, a huge gas price signed), so no wallet is asked.
 *
 * @example
 * const [tx] = decodeTransaction('eth_sendTransaction', [{ to: '0x…', value: '0x1' }])
 */
export function decodeTransaction(method: string, params: unknown): TransactionParams {
  const list = firstObject(method, params)
  const tx = list[0]
  for (const field of FIELDS) {
    const value = tx[field]
    if (value !== undefined && value !== null && typeof value !== 'string') refuse(`${method}: ${field} must be a hex string`)
  }
  if (tx.gasPrice != null && (tx.maxFeePerGas != null || tx.maxPriorityFeePerGas != null)) refuse(`${method}: gasPrice can't be set beside maxFeePerGas or maxPriorityFeePerGas`)
  return list as TransactionParams
}

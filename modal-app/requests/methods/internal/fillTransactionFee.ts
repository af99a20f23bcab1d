import { readFeeFacts, type FeeChainCall } from '../../../lib/readFeeFacts'
import { resolveTransactionFee } from '../../../lib/resolveTransactionFee'
import type { TransactionParams, TransactionRequest } from './decodeTransaction'

const hex = (value: bigint | undefined) => (value === undefined ? undefined : `0x${value.toString(16)}`)

/**
 * A dapp's priced transaction with what the chain decides of its fee filled in before the
 * approval: the gas limit (the chain's estimate) and, without a legacy gas price, the max fee and
 * tip per gas the dapp left out, all as `resolveTransactionFee` reads them. The approval then
 * shows, and the wallet signs, one set of numbers: read twice (once for the approval, once by the
 * signer), an estimate or base fee that moved in between let the key sign more than the visitor
 * read. A transaction without any price is the wallet's to price and goes on as it came; so does
 * one whose facts the chain can't give (no estimate: the approval shows no max fee). `from` is
 * the account the estimate is asked for when the transaction names none.
 *
 * @example
 * await fillTransactionFee([{ to, gasPrice: '0x2d79883d2000' }], chain, from) // [{ to, gasPrice: '0x2d79883d2000', gas: '0x5208' }]
 */
export async function fillTransactionFee(params: TransactionParams, chain: FeeChainCall, from: string): Promise<TransactionParams> {
  const [tx, ...rest] = params
  const set = (value: unknown) => value !== undefined && value !== null
  // Refuses conflicting or malformed fee fields (-32602) before the chain is asked.
  if (!resolveTransactionFee(tx).priced) return params
  const legacy = set(tx.gasPrice)
  const missing = !set(tx.gas) || (!legacy && (!set(tx.maxFeePerGas) || !set(tx.maxPriorityFeePerGas)))
  if (!missing) return params
  const facts = await readFeeFacts(chain, tx, typeof tx.from === 'string' ? tx.from : from).catch(() => undefined)
  if (!facts) return params
  const fee = resolveTransactionFee(tx, facts)
  const filled: Record<string, string | null | undefined> = { ...tx }
  if (!set(tx.gas)) filled.gas = hex(fee.gas)
  if (!legacy && !set(tx.maxFeePerGas)) filled.maxFeePerGas = hex(fee.type === 'legacy' ? fee.gasPrice : fee.maxFeePerGas)
  if (!legacy && !set(tx.maxPriorityFeePerGas) && fee.type === 'eip1559') filled.maxPriorityFeePerGas = hex(fee.maxPriorityFeePerGas)
  return [filled as TransactionRequest, ...rest]
}

import { InvalidParamsError } from '../../shared/errors/ProviderRpcError'
import { quantityOf as quantity } from './quantityOf'
import type { FeeFacts, FeeFields } from './resolveTransactionFee'

/** One JSON-RPC call to the chain's endpoint. */
export type FeeChainCall = (method: string, params: unknown[]) => Promise<unknown>

/** A dapp's transaction as it sent it: the fee fields and the call a gas estimate is asked for. */
export type FeeTransaction = FeeFields & Readonly<Partial<Record<'to' | 'data' | 'input' | 'value', unknown>>>


/**
 * Reads from the chain what `resolveTransactionFee` needs beyond the dapp's own fields, and
 * nothing more: the gas estimate when the dapp set no limit, the latest base fee unless the dapp
 * set a gas price, the chain's gas price on a chain without a base fee, and its tip when the dapp
 * set none. The router fills a priced request through it before the approval
 * (`fillTransactionFee`), so the wallet gets the limit and prices shown; the embedded signer
 * reads through it what an unpriced request leaves to the wallet. A failed estimate or block read
 * rejects (nothing is signed on a guess); a chain without `eth_maxPriorityFeePerGas` leaves the
 * tip to the default. The estimate is asked for the one call built here from the request:
 * `from`, `to`, `data` (or `input`) and `value`.
 *
 * @example
 * const facts = await readFeeFacts(chain, tx, from)
 * resolveTransactionFee(tx, facts)
 */
export async function readFeeFacts(chain: FeeChainCall, tx: FeeTransaction, from: string): Promise<FeeFacts> {
  const has = (value: unknown) => value !== undefined && value !== null
  const to = has(tx.to) ? String(tx.to) : undefined
  const data = typeof tx.data === 'string' ? tx.data : typeof tx.input === 'string' ? tx.input : undefined
  const call = { from, ...(to ? { to } : {}), ...(data ? { data } : {}), value: `0x${(quantity(tx.value) ?? 0n).toString(16)}` }
  const [gasEstimate, block] = await Promise.all([
    has(tx.gas) ? undefined : chain('eth_estimateGas', [call]).then(quantity),
    has(tx.gasPrice) ? undefined : (chain('eth_getBlockByNumber', ['latest', false]) as Promise<{ baseFeePerGas?: string } | null>),
  ])
  if (!has(tx.gas) && gasEstimate === undefined) throw new InvalidParamsError({ message: 'The chain gave no nonce or gas estimate' })
  const facts: FeeFacts = { ...(gasEstimate !== undefined ? { gasEstimate } : {}) }
  if (has(tx.gasPrice)) return facts
  const baseFeePerGas = quantity(block?.baseFeePerGas)
  if (baseFeePerGas === undefined) {
    return has(tx.maxFeePerGas) ? facts : { ...facts, gasPrice: quantity(await chain('eth_gasPrice', [])) ?? 0n }
  }
  const tip = has(tx.maxPriorityFeePerGas) ? undefined : await chain('eth_maxPriorityFeePerGas', []).then(quantity, () => undefined)
  return { ...facts, baseFeePerGas, ...(tip !== undefined ? { maxPriorityFeePerGas: tip } : {}) }
}

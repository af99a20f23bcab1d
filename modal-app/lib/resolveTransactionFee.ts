import { InvalidParamsError } from '../../shared/errors/ProviderRpcError'
import { quantityOf as quantity } from './quantityOf'

/** The tip the embedded wallet signs when neither the dapp nor the chain names one: 1 gwei. */
const DEFAULT_TIP = 1_000_000_000n

/** What the chain said when the signer (or the approval, reading the same endpoint) asked. */
export interface FeeFacts {
  /** `eth_estimateGas` of the call, read only when the dapp set no gas limit. */
  gasEstimate?: bigint
  /** The latest block's base fee; absent on a chain without EIP-1559. */
  baseFeePerGas?: bigint
  /** `eth_gasPrice`, read only for a legacy chain when the dapp set no price. */
  gasPrice?: bigint
  /** `eth_maxPriorityFeePerGas`, read only when the dapp set no tip. */
  maxPriorityFeePerGas?: bigint
}

/** The fee fields a transaction is signed with, and the most it can cost. */
export interface TransactionFee {
  /** Legacy when the dapp set a gas price (or the chain has no base fee), EIP-1559 otherwise; undefined until the chain is known. */
  type?: 'legacy' | 'eip1559'
  /** The gas limit: the dapp's, else the chain's estimate. */
  gas?: bigint
  /** The price per gas of a legacy transaction. */
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  /** Gas limit × the highest price per gas signed: what the sender can pay at most. */
  maxFee?: bigint
  /** Whether the dapp set any price field (then the fee is the dapp's, not the wallet's choice). */
  priced: boolean
}

/** The fee fields of a dapp's transaction, as it sent them (hex quantities). */
export type FeeFields = Readonly<Partial<Record<'gas' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas', unknown>>>


/**
 * The fee a transaction is signed with, decided in one place so the approval that shows it, the
 * second factor that counts it and the embedded key that signs it can't drift apart: a dapp's
 * `gasPrice` makes it legacy at that price; otherwise it is EIP-1559 with the dapp's
 * `maxFeePerGas` (or twice the base fee plus the tip) and tip (the dapp's, the chain's, or
 * 1 gwei); a chain without a base fee signs legacy at the dapp's cap or the chain's price. The gas
 * limit is the dapp's or the chain's estimate, and the max fee is that limit times the price per
 * gas signed. Without `facts` (nothing read from the chain yet) it resolves what the request
 * alone decides. A request with both a gas price and EIP-1559 fields is refused (-32602): which
 * one a wallet honours is a guess, and the other is what the visitor may have read.
 *
 * @example
 * resolveTransactionFee({ gasPrice: '0x2d79883d2000' }, { gasEstimate: 21000n }) // { type: 'legacy', gas: 21000n, gasPrice: 50000000000000n, maxFee: 1050000000000000000n, priced: true }
 */
export function resolveTransactionFee(tx: FeeFields, facts?: FeeFacts): TransactionFee {
  const gasPrice = quantity(tx.gasPrice)
  const cap = quantity(tx.maxFeePerGas)
  const tip = quantity(tx.maxPriorityFeePerGas)
  const set = (value: unknown) => value !== undefined && value !== null
  for (const field of ['gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const) {
    // A field that is set but no quantity would be shown as written and signed as if absent.
    if (set(tx[field]) && quantity(tx[field]) === undefined) throw new InvalidParamsError({ message: `eth_sendTransaction: ${field} must be a hex quantity` })
  }
  if (set(tx.gasPrice) && (set(tx.maxFeePerGas) || set(tx.maxPriorityFeePerGas))) {
    throw new InvalidParamsError({ message: 'eth_sendTransaction: gasPrice can’t be set with maxFeePerGas or maxPriorityFeePerGas' })
  }
  const gas = quantity(tx.gas) ?? facts?.gasEstimate
  const priced = set(tx.gasPrice) || set(tx.maxFeePerGas) || set(tx.maxPriorityFeePerGas)
  const total = (price: bigint | undefined) => (gas !== undefined && price !== undefined ? gas * price : undefined)
  if (gasPrice !== undefined) return { type: 'legacy', gas, gasPrice, maxFee: total(gasPrice), priced }
  if (!facts) {
    // The chain's kind is not known yet; a dapp's cap bounds the price per gas on either kind.
    return { gas, ...(cap !== undefined ? { maxFeePerGas: cap } : {}), ...(tip !== undefined ? { maxPriorityFeePerGas: tip } : {}), maxFee: total(cap), priced }
  }
  if (facts.baseFeePerGas === undefined) {
    const price = cap ?? facts.gasPrice ?? 0n
    return { type: 'legacy', gas, gasPrice: price, maxFee: total(price), priced }
  }
  const maxPriorityFeePerGas = tip ?? facts.maxPriorityFeePerGas ?? DEFAULT_TIP
  const maxFeePerGas = cap ?? facts.baseFeePerGas * 2n + maxPriorityFeePerGas
  return { type: 'eip1559', gas, maxFeePerGas, maxPriorityFeePerGas, maxFee: total(maxFeePerGas), priced }
}

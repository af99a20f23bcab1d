import { InvalidParamsError } from '../../shared/errors/ProviderRpcError'
import { quantityOf } from './quantityOf'

/**
 * A transaction field the dapp set, read by the one quantity rule (`quantityOf`): undefined when
 * absent, and a field that is set but no quantity (`'1000'`, `1.5`, `-1`) is refused with -32602,
 * never signed as absent (a value of 0, the chain's nonce). Both embedded signers (key and smart
 * account) read `value` and `nonce` through it, so what the approval showed is what they sign.
 *
 * @example
 * const value = quantityField(tx, 'value') ?? 0n
 */
export function quantityField(tx: Record<string, unknown>, field: string): bigint | undefined {
  if (tx[field] === undefined || tx[field] === null) return undefined
  const read = quantityOf(tx[field])
  if (read === undefined) throw new InvalidParamsError({ message: `eth_sendTransaction: ${field} must be a hex quantity` })
  return read
}

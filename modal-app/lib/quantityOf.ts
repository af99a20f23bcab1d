/**
 * A JSON-RPC quantity as a bigint: a hex string (`0x…`) or a non-negative safe integer (a dapp may
 * send a number); undefined for anything else, so a caller can tell "absent or unreadable" from 0.
 * The fee's reading (`resolveTransactionFee`) and the chain reads behind it (`readFeeFacts`) use
 * this one rule, so a value one accepts the other reads the same.
 *
 * @example
 * quantityOf('0x5208') // 21000n
 */
export function quantityOf(value: unknown): bigint | undefined {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]+$/.test(value)) return BigInt(value)
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? BigInt(value) : undefined
}

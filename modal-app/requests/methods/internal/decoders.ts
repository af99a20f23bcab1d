import { InvalidParamsError } from '../../../../shared/errors/ProviderRpcError'

/** Plain JSON-ish object (what a dapp's params object is after the bridge). */
export type JsonObject = Readonly<Record<string, unknown>>

/** Throws -32602 with `message` (the one way a decoder refuses). */
export function refuse(message: string): never {
  throw new InvalidParamsError({ message })
}

/** Whether `value` is a non-array object. */
export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Params that must be a positional array of at least `min` items.
 *
 * @example
 * const [message] = positional('personal_sign', params, 1)
 */
export function positional(method: string, params: unknown, min: number): readonly unknown[] {
  if (!Array.isArray(params) || params.length < min) refuse(`${method} needs an array of at least ${min} parameter${min === 1 ? '' : 's'}`)
  return params
}

/**
 * Params whose first positional item must be an object (a transaction, a batch, a chain).
 *
 * @example
 * const [tx] = firstObject('eth_sendTransaction', params)
 */
export function firstObject<T extends JsonObject = JsonObject>(method: string, params: unknown): readonly [T, ...unknown[]] {
  const list = positional(method, params, 1)
  if (!isObject(list[0])) refuse(`${method} needs an object as its first parameter`)
  return list as readonly [T, ...unknown[]]
}

/**
 * Params that must be one object (Solana's `{ message }`, `{ transaction }`…).
 *
 * @example
 * const { transaction } = namedObject('solana_signTransaction', params)
 */
export function namedObject<T extends JsonObject = JsonObject>(method: string, params: unknown): T {
  if (!isObject(params)) refuse(`${method} needs an object of named parameters`)
  return params as T
}

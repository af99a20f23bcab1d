import type { LocalAccount } from 'viem'
import { InvalidParamsError } from '../../../../shared/errors/ProviderRpcError'

/** viem's typed data definition, as a local account signs it. */
export type TypedData = Parameters<LocalAccount['signTypedData']>[0]

/**
 * Reads the typed data of an `eth_signTypedData_v4` request (a JSON string or an object) into
 * viem's `signTypedData` shape, dropping the dapp's `EIP712Domain` type (viem derives it from the
 * domain). Refuses anything without types, primaryType and message with -32602.
 *
 * @example
 * account.signTypedData(parseTypedData(params[1]))
 */
export function parseTypedData(data: unknown): TypedData {
  let value: unknown = data
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data)
    } catch {
      throw new InvalidParamsError({ message: 'eth_signTypedData_v4 needs typed data JSON' })
    }
  }
  const typed = value as { domain?: unknown; types?: Record<string, unknown>; primaryType?: unknown; message?: unknown } | null
  if (!typed || typeof typed !== 'object' || !typed.types || typeof typed.primaryType !== 'string' || !typed.message) {
    throw new InvalidParamsError({ message: 'eth_signTypedData_v4 needs domain, types, primaryType and message' })
  }
  // viem derives the domain type itself; the dapp's copy would be a second definition.
  const { EIP712Domain: _domain, ...types } = typed.types
  return { domain: (typed.domain ?? {}) as TypedData['domain'], types: types as TypedData['types'], primaryType: typed.primaryType, message: typed.message as TypedData['message'] } as TypedData
}

import { type ErrorShape, InvalidRequestError, MethodNotFoundError } from '../errors/ProviderRpcError'

/** Longest call id accepted (and answered) on a bridge port. */
export const MAX_ID_LENGTH = 128

/**
 * The gate in front of every exposed API: a message is a call only if it applies one listed
 * function (`{ id, type: 'APPLY', path: [name], argumentList: [{ type: 'RAW', value }…] }`,
 * comlink's wire format) with plain arguments. SET, GET, CONSTRUCT, ENDPOINT and RELEASE, deep
 * or prototype paths (`__proto__`, `constructor`, `prototype`) and handler-encoded arguments
 * get the error shape to answer with, so the caller never hangs and the exposed object can't
 * be written or walked. Returns undefined for a call that may run.
 *
 * @example
 * const refusal = refuseCall(event.data, ['request', 'open'])
 * if (refusal) return reply(id, refusal)
 */
export function refuseCall(data: unknown, allowed: readonly string[]): ErrorShape | undefined {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return new InvalidRequestError().toJSON()
  const { id, type, path, argumentList } = data as Record<string, unknown>
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_ID_LENGTH) return new InvalidRequestError().toJSON()
  if (type !== 'APPLY') return new InvalidRequestError({ message: `Bridge message type ${String(type)} is not allowed` }).toJSON()
  if (!Array.isArray(path) || path.length !== 1 || typeof path[0] !== 'string' || !allowed.includes(path[0])) {
    return new MethodNotFoundError({ message: 'Bridge method not found' }).toJSON()
  }
  if (!Array.isArray(argumentList)) return new InvalidRequestError().toJSON()
  for (const arg of argumentList) {
    if (!arg || typeof arg !== 'object' || (arg as { type?: unknown }).type !== 'RAW') {
      return new InvalidRequestError({ message: 'Bridge arguments must be plain values' }).toJSON()
    }
  }
  return undefined
}

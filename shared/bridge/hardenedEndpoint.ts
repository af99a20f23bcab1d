import type { Endpoint } from 'comlink'
import { type ErrorShape, InvalidRequestError, MethodNotFoundError } from '../errors/ProviderRpcError'

const MAX_ID_LENGTH = 128

/**
 * Wraps a MessagePort so comlink's `expose` only ever sees calls of a listed function with
 * plain arguments. SET, GET, CONSTRUCT, ENDPOINT and RELEASE, deep or prototype paths
 * (`__proto__`, `constructor`, `prototype`) and handler-encoded arguments are answered with an
 * error instead, so the caller never hangs and the exposed object can't be written or walked.
 *
 * @example
 * expose(api, hardenedEndpoint(port, ['request', 'open']))
 */
export function hardenedEndpoint(port: MessagePort, allowed: readonly string[]): Endpoint {
  const wrapped = new WeakMap<EventListenerOrEventListenerObject, EventListener>()
  return {
    postMessage: (message: unknown, transfer?: Transferable[]) => port.postMessage(message, transfer ?? []),
    addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const guard = (event: Event) => {
        const data = (event as MessageEvent).data
        const refusal = refusalOf(data, allowed)
        if (refusal) {
          const id = (data as { id?: unknown } | null)?.id
          if (typeof id === 'string' && id.length <= MAX_ID_LENGTH) port.postMessage(errorReply(id, refusal))
          return
        }
        if (typeof listener === 'function') listener(event)
        else listener.handleEvent(event)
      }
      wrapped.set(listener, guard)
      port.addEventListener(type, guard)
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const guard = wrapped.get(listener)
      if (guard) port.removeEventListener(type, guard)
    },
    start: () => port.start(),
  }
}

function refusalOf(data: unknown, allowed: readonly string[]): ErrorShape | undefined {
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

function errorReply(id: string, shape: ErrorShape) {
  return { id, type: 'HANDLER', name: 'throw', value: { isError: true, value: shape } }
}

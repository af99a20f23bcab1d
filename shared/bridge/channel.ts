import { DisconnectedError, errorFromShape, InvalidParamsError, InvalidRequestError, ProviderRpcError, toProviderError, type ErrorShape } from '../errors/ProviderRpcError'
import { ErrorText } from '../errors/messages'
import { hardenedEndpoint } from './hardenedEndpoint'

type AnyFn = (...args: never[]) => Promise<unknown>
// Any object whose members are async functions: the only shape allowed across the bridge.
type Api<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> }

/**
 * Exposes `api` on one MessagePort, hardened: only the listed names callable, with plain
 * arguments, everything else refused (see hardenedEndpoint). It speaks comlink's wire format
 * (APPLY in; RAW, or the `throw` HANDLER with `{ code, message, data }`, out) without comlink's
 * `expose`: behind the hardened endpoint only APPLY of a listed function ever arrives, and
 * comlink's GET/SET/CONSTRUCT/ENDPOINT/RELEASE and proxy code was most of the host SDK's bytes
 * that did nothing. An answer that can't be cloned is refused as "Unserializable return value".
 *
 * @example
 * exposeApi(modalApi, port, MODAL_API_METHODS)
 */
export function exposeApi<T extends Api<T>>(api: T, port: MessagePort, methods: readonly (keyof T & string)[]): void {
  const surface = Object.create(null) as Record<string, AnyFn>
  for (const name of methods) {
    const fn = api[name] as unknown
    if (typeof fn !== 'function') throw new TypeError(`exposeApi: ${name} is not a function`)
    surface[name] = fn.bind(api) as AnyFn
  }
  Object.freeze(surface)
  const endpoint = hardenedEndpoint(port, methods)
  endpoint.addEventListener('message', (event) => {
    const { id, path, argumentList } = (event as MessageEvent<{ id: string; path: [string]; argumentList: { value: never }[] }>).data
    const thrown = (error: unknown) => port.postMessage({ id, type: 'HANDLER', name: 'throw', value: { isError: true, value: toProviderError(error).toJSON() } })
    // A function that throws instead of rejecting is answered the same way.
    new Promise((resolve) => resolve(surface[path[0]]!(...argumentList.map((arg) => arg.value)))).then((value) => {
      try {
        port.postMessage({ id, type: 'RAW', value })
      } catch {
        thrown(new TypeError('Unserializable return value'))
      }
    }, thrown)
  })
  endpoint.start?.()
}

/** A typed remote API whose every call has a timeout and which can be torn down at once. */
export type RemoteApi<T extends Api<T>> = Readonly<T> & {
  /** Rejects every pending call with `error` and refuses new ones. */
  dispose(error: ProviderRpcError): void
  /** When the other side last sent anything on this port (ms since epoch): a busy side still proves it lives. */
  lastHeard(): number
}

/** Optional behaviour of `connectApi`. */
export interface ConnectOptions {
  /** Called when a call is given up locally at its deadline, with its method and arguments (so the other side can be told). */
  onDeadline?(method: string, args: readonly unknown[]): void
}

interface Call {
  resolve(value: unknown): void
  reject(error: ProviderRpcError): void
  deadline: number
  name: string
  args: readonly unknown[]
}

/**
 * Wraps the other side's API on a MessagePort. Each call rejects after `timeoutFor(method)` ms,
 * uncloneable arguments reject with -32602, and `dispose` rejects everything pending (4900 when
 * the iframe goes away), so nothing waits forever. `lastHeard()` says when the other side last
 * sent anything, so a liveness check can tell a busy peer from a dead one.
 *
 * Calls are comlink APPLY messages to the other side's `exposeApi`, written here
 * rather than through comlink's `wrap`: its Proxy, its four random numbers printed in hex per
 * call id, its argument arrays and its second promise per call were most of a 10,000-call
 * burst's cost. The ids are a counter; replies are RAW values or the `throw` handler.
 *
 * @example
 * const modal = connectApi<ModalApi>(port, MODAL_API_METHODS, () => 30_000)
 * await modal.request({ method: 'eth_chainId' })
 */
export function connectApi<T extends Api<T>>(
  port: MessagePort,
  methods: readonly (keyof T & string)[],
  timeoutFor: (method: string) => number,
  options: ConnectOptions = {},
): RemoteApi<T> {
  let heard = Date.now()
  let nextId = 0
  // One sweeper for all deadlines instead of a timer per call: 10,000 calls in flight would
  // otherwise cost 10,000 setTimeout/clearTimeout pairs. Calls wait in one queue per timeout,
  // in the order they were made, so each queue is in deadline order and a sweep stops at the
  // first call still in time instead of walking every call in flight.
  const queues = new Map<number, Map<string, Call>>()
  let sweeper: ReturnType<typeof setInterval> | undefined
  // There are as many queues as distinct timeouts (three on the host): a lookup tries each.
  const settle = (id: string): Call | undefined => {
    for (const queue of queues.values()) {
      const call = queue.get(id)
      if (call && queue.delete(id)) return call
    }
    return undefined
  }
  const sweep = () => {
    const now = Date.now()
    for (const queue of queues.values()) {
      for (const [id, call] of queue) {
        if (call.deadline > now) break
        queue.delete(id)
        call.reject(new DisconnectedError({ message: `${ErrorText.timeout} (${call.name})` }))
        options.onDeadline?.(call.name, call.args)
      }
    }
    if (![...queues.values()].some((queue) => queue.size)) {
      clearInterval(sweeper)
      sweeper = undefined
    }
  }
  port.addEventListener('message', (event: MessageEvent) => {
    heard = Date.now()
    const data = event.data as { id?: unknown; type?: unknown; name?: unknown; value?: unknown } | null
    if (!data || typeof data !== 'object' || typeof data.id !== 'string') return
    const call = settle(data.id)
    if (!call) return
    if (data.type === 'RAW') return call.resolve(data.value)
    try {
      if (data.type !== 'HANDLER' || data.name !== 'throw') throw new InvalidRequestError()
      call.reject(errorFromShape((data.value as { value: ErrorShape }).value))
    } catch (error) {
      call.reject(toCallError(error))
    }
  })
  port.start()
  let closedWith: ProviderRpcError | undefined
  const api = Object.create(null) as Record<string, unknown>
  for (const name of methods) {
    const path = [name]
    api[name] = (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        if (closedWith) return reject(closedWith)
        const id = `${nextId++}`
        const timeoutMs = timeoutFor(name)
        const queue = queues.get(timeoutMs) ?? queues.set(timeoutMs, new Map()).get(timeoutMs)!
        queue.set(id, { resolve, reject, deadline: Date.now() + timeoutMs, name, args })
        sweeper ??= setInterval(sweep, SWEEP_MS)
        try {
          // Arguments go as plain values: the other side refuses anything else.
          port.postMessage({ id, type: 'APPLY', path, argumentList: args.map((value) => ({ type: 'RAW', value })) })
        } catch (error) {
          settle(id)
          reject(toCallError(error))
        }
      })
  }
  api.dispose = (error: ProviderRpcError) => {
    closedWith = error
    for (const queue of queues.values()) {
      for (const [id, call] of queue) {
        queue.delete(id)
        call.reject(error)
      }
    }
    sweep()
    port.close()
  }
  api.lastHeard = () => heard
  return Object.freeze(api) as RemoteApi<T>
}

/** How often deadlines are checked: timeouts are precise to this. */
const SWEEP_MS = 100

function toCallError(error: unknown): ProviderRpcError {
  if (error instanceof DOMException && error.name === 'DataCloneError') {
    return new InvalidParamsError({ message: 'Request params must be structured-cloneable' })
  }
  return toProviderError(error)
}

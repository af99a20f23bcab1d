import { expose, transferHandlers, wrap, type Endpoint } from 'comlink'
import { DisconnectedError, errorFromShape, InvalidParamsError, ProviderRpcError, toProviderError, type ErrorShape } from '../errors/ProviderRpcError'
import { ErrorText } from '../errors/messages'
import { hardenedEndpoint } from './hardenedEndpoint'

type AnyFn = (...args: never[]) => Promise<unknown>
// Any object whose members are async functions: the only shape allowed across the bridge.
type Api<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> }

let installed = false
/** Errors cross as `{ code, message, data }` and come back as the same classes; no proxies. */
function installTransferHandlers() {
  if (installed) return
  installed = true
  transferHandlers.delete('proxy')
  transferHandlers.set('throw', {
    // Runs on every argument and return value: the cheap `in` test first, the symbol scan
    // (which allocates an array) only for objects that could be comlink's thrown-value wrapper.
    canHandle: (value: unknown): value is { value: unknown } =>
      typeof value === 'object' && value !== null && 'value' in value && Object.getOwnPropertySymbols(value).length > 0,
    serialize: ({ value }: { value: unknown }) => [{ isError: true, value: toProviderError(value).toJSON() }, []],
    deserialize: (serialized: { value: ErrorShape }) => {
      throw errorFromShape(serialized.value)
    },
  })
}

/**
 * Exposes `api` on one MessagePort through comlink, hardened: a frozen object of functions,
 * only the listed names callable, everything else refused (see hardenedEndpoint).
 *
 * @example
 * exposeApi(modalApi, port, MODAL_API_METHODS)
 */
export function exposeApi<T extends Api<T>>(api: T, port: MessagePort, methods: readonly (keyof T & string)[]): void {
  installTransferHandlers()
  const surface = Object.create(null) as Record<string, AnyFn>
  for (const name of methods) {
    const fn = api[name] as unknown
    if (typeof fn !== 'function') throw new TypeError(`exposeApi: ${name} is not a function`)
    surface[name] = (...args: never[]) => (fn as AnyFn).apply(api, args)
  }
  expose(Object.freeze(surface), hardenedEndpoint(port, methods))
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

/**
 * Wraps the other side's API on a MessagePort. Each call rejects after `timeoutFor(method)` ms,
 * uncloneable arguments reject with -32602, and `dispose` rejects everything pending (4900 when
 * the iframe goes away), so nothing waits forever. `lastHeard()` says when the other side last
 * sent anything, so a liveness check can tell a busy peer from a dead one.
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
  installTransferHandlers()
  let heard = Date.now()
  let started = false
  const stamped = new Map<EventListenerOrEventListenerObject, EventListener>()
  // comlink's own listener stamps the time: one listener per message instead of two. And its
  // `start()` before every call runs once: a 10,000-call burst made 10,000 native calls for it.
  const endpoint: Endpoint = {
    postMessage: (message: unknown, transfer?: Transferable[]) => port.postMessage(message, transfer ?? []),
    addEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const handle = typeof listener === 'function' ? listener : (event: Event) => listener.handleEvent(event)
      const stamp = (event: Event) => {
        heard = Date.now()
        handle(event)
      }
      stamped.set(listener, stamp)
      port.addEventListener(type, stamp)
    },
    removeEventListener(type: string, listener: EventListenerOrEventListenerObject) {
      const stamp = stamped.get(listener)
      stamped.delete(listener)
      if (stamp) port.removeEventListener(type, stamp)
    },
    start() {
      if (started) return
      started = true
      port.start()
    },
  }
  const remote = wrap<Record<string, AnyFn>>(endpoint)
  // One sweeper for all deadlines instead of a timer per call: 10,000 calls in flight would
  // otherwise cost 10,000 setTimeout/clearTimeout pairs. Calls wait in one queue per timeout,
  // in the order they were made, so each queue is in deadline order and a sweep stops at the
  // first call still in time instead of walking every call in flight.
  const queues = new Map<number, Map<(error: ProviderRpcError) => void, { deadline: number; name: string; args: readonly unknown[] }>>()
  let inFlight = 0
  let sweeper: ReturnType<typeof setInterval> | undefined
  const sweep = () => {
    const now = Date.now()
    for (const queue of queues.values()) {
      for (const [fail, { deadline, name, args }] of queue) {
        if (deadline > now) break
        fail(new DisconnectedError({ message: `${ErrorText.timeout} (${name})` }))
        options.onDeadline?.(name, args)
      }
    }
    if (inFlight === 0) {
      clearInterval(sweeper)
      sweeper = undefined
    }
  }
  let closedWith: ProviderRpcError | undefined
  const api = Object.create(null) as Record<string, unknown>
  for (const name of methods) {
    // One comlink proxy per method, made once: `remote[name]` builds a new Proxy (and registers
    // it for finalization) on every property read.
    const target = remote[name] as AnyFn
    api[name] = (...args: never[]) =>
      new Promise((resolve, reject) => {
        if (closedWith) return reject(closedWith)
        const timeoutMs = timeoutFor(name)
        const queue = queues.get(timeoutMs) ?? queues.set(timeoutMs, new Map()).get(timeoutMs)!
        const fail = (error: ProviderRpcError) => {
          if (!queue.delete(fail)) return
          inFlight--
          reject(error)
        }
        queue.set(fail, { deadline: Date.now() + timeoutMs, name, args })
        inFlight++
        sweeper ??= setInterval(sweep, SWEEP_MS)
        let call: Promise<unknown>
        try {
          call = target(...args)
        } catch (error) {
          return fail(toCallError(error))
        }
        call.then(
          (value) => {
            if (!queue.delete(fail)) return
            inFlight--
            resolve(value)
          },
          (error: unknown) => fail(toCallError(error)),
        )
      })
  }
  api.dispose = (error: ProviderRpcError) => {
    closedWith = error
    for (const queue of queues.values()) for (const fail of [...queue.keys()]) fail(error)
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

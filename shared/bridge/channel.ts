import { expose, transferHandlers, wrap } from 'comlink'
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
    canHandle: (value: unknown): value is { value: unknown } =>
      typeof value === 'object' && value !== null && Object.getOwnPropertySymbols(value).length > 0 && 'value' in value,
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
}

/**
 * Wraps the other side's API on a MessagePort. Each call rejects after `timeoutFor(method)` ms,
 * uncloneable arguments reject with -32602, and `dispose` rejects everything pending (4900 when
 * the iframe goes away), so nothing waits forever.
 *
 * @example
 * const modal = connectApi<ModalApi>(port, MODAL_API_METHODS, () => 30_000)
 * await modal.request({ method: 'eth_chainId' })
 */
export function connectApi<T extends Api<T>>(
  port: MessagePort,
  methods: readonly (keyof T & string)[],
  timeoutFor: (method: string) => number,
): RemoteApi<T> {
  installTransferHandlers()
  const remote = wrap<Record<string, AnyFn>>(port)
  // One sweeper for all deadlines instead of a timer per call: 10,000 calls in flight would
  // otherwise cost 10,000 setTimeout/clearTimeout pairs.
  const pending = new Map<(error: ProviderRpcError) => void, { deadline: number; name: string }>()
  let sweeper: ReturnType<typeof setInterval> | undefined
  const sweep = () => {
    const now = Date.now()
    for (const [fail, { deadline, name }] of pending) {
      if (deadline <= now) fail(new DisconnectedError({ message: `${ErrorText.timeout} (${name})` }))
    }
    if (pending.size === 0) {
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
        const fail = (error: ProviderRpcError) => {
          if (pending.delete(fail)) reject(error)
        }
        pending.set(fail, { deadline: Date.now() + timeoutFor(name), name })
        sweeper ??= setInterval(sweep, SWEEP_MS)
        let call: Promise<unknown>
        try {
          call = target(...args)
        } catch (error) {
          return fail(toCallError(error))
        }
        call.then(
          (value) => {
            if (pending.delete(fail)) resolve(value)
          },
          (error: unknown) => fail(toCallError(error)),
        )
      })
  }
  api.dispose = (error: ProviderRpcError) => {
    closedWith = error
    for (const fail of [...pending.keys()]) fail(error)
    sweep()
    port.close()
  }
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

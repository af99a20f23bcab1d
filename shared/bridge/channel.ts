import { DisconnectedError, InternalError, InvalidParamsError, ProviderRpcError, toProviderError, type ErrorShape } from '../errors/ProviderRpcError'
import { ErrorText } from '../errors/messages'
import { MAX_ID_LENGTH, refuseCall } from './refuseCall'

type AnyFn = (...args: never[]) => Promise<unknown>
// Any object whose members are async functions: the only shape allowed across the bridge.
type Api<T> = { [K in keyof T]: (...args: never[]) => Promise<unknown> }

/** What answers a call on the wire: its value, or the error as `{ code, message, data }` (comlink's format). */
type Reply = { id: string; type: 'RAW'; value: unknown } | { id: string; type: 'HANDLER'; name: 'throw'; value: { isError: true; value: ErrorShape } }

const errorReply = (id: string, error: unknown): Reply => ({ id, type: 'HANDLER', name: 'throw', value: { isError: true, value: toProviderError(error).toJSON() } })

/**
 * Exposes `api` on one MessagePort: a frozen object of the listed functions, nothing else.
 * Every message passes `refuseCall` first, so SET/GET/CONSTRUCT, deep or prototype paths and
 * encoded arguments are answered with an error and never reach the API. Errors thrown by the
 * API cross as `{ code, message, data }` and come back as the same classes.
 *
 * @example
 * exposeApi(modalApi, port, MODAL_API_METHODS)
 */
export function exposeApi<T extends Api<T>>(api: T, port: MessagePort, methods: readonly (keyof T & string)[]): void {
  const surface = Object.create(null) as Record<string, AnyFn>
  for (const name of methods) {
    const fn = api[name] as unknown
    if (typeof fn !== 'function') throw new TypeError(`exposeApi: ${name} is not a function`)
    surface[name] = (...args: never[]) => (fn as AnyFn).apply(api, args)
  }
  Object.freeze(surface)
  const send = (reply: Reply) => {
    try {
      port.postMessage(reply)
    } catch {
      port.postMessage(errorReply(reply.id, new InternalError({ message: 'Bridge return value must be structured-cloneable' })))
    }
  }
  port.addEventListener('message', (event: MessageEvent) => {
    const data = event.data as { id: string; path: [string]; argumentList: { value: never }[] }
    const refusal = refuseCall(data, methods)
    if (refusal) {
      const id = (data as { id?: unknown } | null)?.id
      if (typeof id === 'string' && id.length <= MAX_ID_LENGTH) send({ id, type: 'HANDLER', name: 'throw', value: { isError: true, value: refusal } })
      return
    }
    const { id } = data
    let result: Promise<unknown>
    try {
      result = surface[data.path[0]]!(...data.argumentList.map((arg) => arg.value))
    } catch (error) {
      return send(errorReply(id, error))
    }
    Promise.resolve(result).then(
      (value) => send({ id, type: 'RAW', value }),
      (error: unknown) => send(errorReply(id, error)),
    )
  })
  port.start()
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
  let heard = Date.now()
  let nextId = 0
  // Calls in flight by id. One sweeper checks all deadlines instead of a timer per call:
  // 10,000 calls in flight would otherwise cost 10,000 setTimeout/clearTimeout pairs.
  const pending = new Map<string, { deadline: number; name: string; args: readonly unknown[]; resolve(value: unknown): void; reject(error: ProviderRpcError): void }>()
  port.addEventListener('message', (event: MessageEvent) => {
    heard = Date.now()
    const reply = event.data as Partial<Reply> | null
    const call = typeof reply?.id === 'string' ? pending.get(reply.id) : undefined
    if (!call) return
    pending.delete(reply!.id!)
    if (reply!.type === 'RAW') call.resolve(reply!.value)
    else call.reject(toProviderError((reply as { value?: { value?: unknown } }).value?.value))
  })
  port.start()
  let sweeper: ReturnType<typeof setInterval> | undefined
  const sweep = () => {
    const now = Date.now()
    for (const [id, { deadline, name, args, reject }] of pending) {
      if (deadline > now) continue
      pending.delete(id)
      reject(new DisconnectedError({ message: `${ErrorText.timeout} (${name})` }))
      options.onDeadline?.(name, args)
    }
    if (pending.size === 0) {
      clearInterval(sweeper)
      sweeper = undefined
    }
  }
  let closedWith: ProviderRpcError | undefined
  const api = Object.create(null) as Record<string, unknown>
  for (const name of methods) {
    api[name] = (...args: unknown[]) =>
      new Promise((resolve, reject) => {
        if (closedWith) return reject(closedWith)
        const id = (nextId++).toString(36)
        try {
          port.postMessage({ id, type: 'APPLY', path: [name], argumentList: args.map((value) => ({ type: 'RAW', value })) })
        } catch (error) {
          return reject(toCallError(error))
        }
        pending.set(id, { deadline: Date.now() + timeoutFor(name), name, args, resolve, reject })
        sweeper ??= setInterval(sweep, SWEEP_MS)
      })
  }
  api.dispose = (error: ProviderRpcError) => {
    closedWith = error
    for (const { reject } of pending.values()) reject(error)
    pending.clear()
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

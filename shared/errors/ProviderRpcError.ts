import { ErrorText } from './messages'

/** The serialisable form an error takes on the bridge. */
export interface ErrorShape {
  code: number
  message: string
  data?: unknown
}

/**
 * Base of every error Airlock raises: an EIP-1193 / JSON-RPC error with a numeric `code`, a
 * human `message` (the spec's text) and optional `data`. Subclasses pin one code each, so callers
 * can `instanceof`-check or read `code` and both sides of the bridge agree.
 *
 * @example
 * try { await provider.request({ method: 'eth_sign' }) }
 * catch (e) { if (e instanceof ProviderRpcError && e.code === 4200) showNotAllowed() }
 */
export class ProviderRpcError extends Error {
  static readonly code: number = -32603
  readonly code: number
  readonly data: unknown
  override name = 'ProviderRpcError'

  constructor(message: string, options: { code?: number; data?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code ?? (this.constructor as typeof ProviderRpcError).code
    this.data = options.data
  }

  /** The plain object that crosses the bridge; `data` only if structured-cloneable. */
  toJSON(): ErrorShape {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}

type Init = { message?: string; data?: unknown; cause?: unknown }

// Pure for the bundler: an entry that imports three of these classes carries only those three (and their texts).
/* @__NO_SIDE_EFFECTS__ */
function define(code: number, name: string, fallback: string) {
  // A class made as a computed-key property is named after the key (`UserRejectedRequestError`
  // in stack traces and `constructor.name`), with no defineProperty call in the budgeted SDK.
  return {
    [name]: class extends ProviderRpcError {
      static override readonly code = code
      override name = name
      constructor(init: Init = {}) {
        super(init.message ?? fallback, { code, data: init.data, cause: init.cause })
      }
    },
  }[name]!
}

/** 4001: the visitor said no (closed the modal, pressed Reject, or the wallet refused). */
export const UserRejectedRequestError = define(4001, 'UserRejectedRequestError', ErrorText.userRejected)
/** 4100: account methods before an account is connected. */
export const UnauthorizedError = define(4100, 'UnauthorizedError', ErrorText.unauthorized)
/** 4200: method outside the namespace's allow-list. */
export const UnsupportedMethodError = define(4200, 'UnsupportedMethodError', ErrorText.rpcNotAllowed)
/** 4900: the modal is gone (removed, reloaded, never ready). */
export const DisconnectedError = define(4900, 'DisconnectedError', ErrorText.disconnected)
/** 4901: the requested chain is not one the modal is connected to. */
export const ChainDisconnectedError = define(4901, 'ChainDisconnectedError', ErrorText.chainDisconnected)
/** 4902: the wallet does not know the chain (wallet_addEthereumChain follows). */
export const UnrecognizedChainError = define(4902, 'UnrecognizedChainError', 'Unrecognized chain ID.')
/** -32600: the request is not a `{ method, params }` object. */
export const InvalidRequestError = define(-32600, 'InvalidRequestError', ErrorText.invalidRequest)
/** -32601: no such method on the remote object. */
export const MethodNotFoundError = define(-32601, 'MethodNotFoundError', 'Method not found')
/** -32602: params of the wrong shape. */
export const InvalidParamsError = define(-32602, 'InvalidParamsError', ErrorText.invalidParams)
/** -32603: anything unexpected. */
export const InternalError = define(-32603, 'InternalError', ErrorText.internal)
/** -32005: JSON-RPC "limit exceeded" (the modal says which limit: too many requests waiting for the visitor). */
export const LimitExceededError = define(-32005, 'LimitExceededError', 'Limit exceeded')
/** 5000: the spec's default code for errors without one. */
export const UnknownError = define(5000, 'UnknownError', ErrorText.anErrorOccurred)

export type UserRejectedRequestError = InstanceType<typeof UserRejectedRequestError>
export type UnauthorizedError = InstanceType<typeof UnauthorizedError>
export type UnsupportedMethodError = InstanceType<typeof UnsupportedMethodError>
export type DisconnectedError = InstanceType<typeof DisconnectedError>
export type ChainDisconnectedError = InstanceType<typeof ChainDisconnectedError>
export type UnrecognizedChainError = InstanceType<typeof UnrecognizedChainError>
export type InvalidRequestError = InstanceType<typeof InvalidRequestError>
export type MethodNotFoundError = InstanceType<typeof MethodNotFoundError>
export type InvalidParamsError = InstanceType<typeof InvalidParamsError>
export type InternalError = InstanceType<typeof InternalError>
export type UnknownError = InstanceType<typeof UnknownError>
export type LimitExceededError = InstanceType<typeof LimitExceededError>

const byCode = new Map<number, new (init?: Init) => ProviderRpcError>([
  [4001, UserRejectedRequestError],
  [4100, UnauthorizedError],
  [4200, UnsupportedMethodError],
  [4900, DisconnectedError],
  [4901, ChainDisconnectedError],
  [4902, UnrecognizedChainError],
  [-32600, InvalidRequestError],
  [-32601, MethodNotFoundError],
  [-32602, InvalidParamsError],
  [-32603, InternalError],
  [-32005, LimitExceededError],
  [5000, UnknownError],
])

/**
 * Rebuilds the right error class from `{ code, message, data }`: the one place raw codes map to
 * classes. Unknown codes keep their code on a plain ProviderRpcError.
 *
 * @example
 * errorFromShape({ code: 4001, message: 'User rejected the request.' }) instanceof UserRejectedRequestError // true
 */
export function errorFromShape(shape: ErrorShape): ProviderRpcError {
  const Class = byCode.get(shape.code)
  if (Class) return new Class({ message: shape.message, data: shape.data })
  return new ProviderRpcError(shape.message, { code: shape.code, data: shape.data })
}

/**
 * Normalises anything thrown (an Error, a wallet's `{ code, message }`, a string) into a
 * ProviderRpcError so only known shapes cross the bridge.
 *
 * @example
 * toProviderError(new Error('boom')).code // -32603
 */
export function toProviderError(value: unknown): ProviderRpcError {
  if (value instanceof ProviderRpcError) return value
  if (value && typeof value === 'object') {
    const { code, message, data } = value as { code?: unknown; message?: unknown; data?: unknown }
    const text = typeof message === 'string' && message ? message : ErrorText.anErrorOccurred
    if (typeof code === 'number' && Number.isInteger(code)) return errorFromShape({ code, message: text, data: cloneable(data) })
    return new InternalError({ message: text })
  }
  return new InternalError({ message: typeof value === 'string' ? value : ErrorText.anErrorOccurred })
}

function cloneable(data: unknown): unknown {
  try {
    structuredClone(data)
    return data
  } catch {
    return undefined
  }
}

import type { ModalOptions } from '../../../shared/options/ModalOptions'
import { SIWX_DEFAULT_EXPIRY_SECONDS, type SiwxOptions } from '../../../shared/siwx/SiwxOptions'

/** The sign-in settings the modal acts on, with defaults applied. */
export interface SiwxConfig {
  /** The view that asks: ConnectingSiwe for the older `siweConfig`, SIWXSignMessage for `siwx`. */
  view: 'ConnectingSiwe' | 'SIWXSignMessage'
  required: boolean
  statement?: string
  expiresInSeconds: number
  resources: string[]
  nonceUrl?: string
}

/**
 * Reads the `siwx` / `siweConfig` option into what the sign-in feature needs, or undefined when
 * sign-in is off. Anything malformed is dropped field by field (the host already refused both
 * options at once): a statement with a line break, a non-positive expiry, a nonce URL that is
 * not http(s) or a resource that is not a string.
 *
 * @example
 * readSiwxConfig({ siwx: { required: true } })?.required // true
 */
export function readSiwxConfig(options: Pick<ModalOptions, 'siwx' | 'siweConfig'>): SiwxConfig | undefined {
  const raw: SiwxOptions | undefined = options.siwx ?? options.siweConfig
  if (!raw || typeof raw !== 'object') return undefined
  const config: SiwxConfig = {
    view: options.siwx ? 'SIWXSignMessage' : 'ConnectingSiwe',
    required: raw.required === true,
    expiresInSeconds: typeof raw.expiresInSeconds === 'number' && raw.expiresInSeconds > 0 ? raw.expiresInSeconds : SIWX_DEFAULT_EXPIRY_SECONDS,
    resources: Array.isArray(raw.resources) ? raw.resources.filter((r): r is string => typeof r === 'string') : [],
  }
  if (typeof raw.statement === 'string' && raw.statement && !/[\r\n]/.test(raw.statement)) config.statement = raw.statement
  if (typeof raw.nonceUrl === 'string' && /^https?:\/\//.test(raw.nonceUrl)) config.nonceUrl = raw.nonceUrl
  return config
}

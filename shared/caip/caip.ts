import { ErrorText } from '../errors/messages'
import { InvalidParamsError } from '../errors/ProviderRpcError'

/** Chain namespaces the product knows (docs/features.md#namespaces, docs/constants.md#chains). */
export const KNOWN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos', 'cip34', 'elrond', 'multiversx', 'near', 'tezos', 'algorand'] as const
export type ChainNamespace = 'eip155' | 'solana' | 'polkadot' | 'bip122'

/** `namespace:reference`, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** `namespace:reference:address`, e.g. `eip155:1:0xabc…`. */
export type CaipAddress = `${string}:${string}:${string}`

/**
 * Splits a CAIP-2 network id; exactly two colon-separated parts or it throws the spec's text.
 *
 * @example
 * parseCaipNetworkId('eip155:8453') // { namespace: 'eip155', chainId: '8453' }
 */
export function parseCaipNetworkId(id: string): { namespace: string; chainId: string } {
  const parts = typeof id === 'string' ? id.split(':') : []
  if (parts.length !== 2 || !parts[0] || !parts[1]) throw new InvalidParamsError({ message: ErrorText.invalidCaip2 })
  return { namespace: parts[0], chainId: parts[1] }
}

/**
 * Splits a CAIP-10 account id; exactly three parts or it throws 'Invalid CAIP Address'.
 *
 * @example
 * parseCaipAddress('eip155:1:0x1111111111111111111111111111111111111111').address
 */
export function parseCaipAddress(caip: string): { namespace: string; chainId: string; address: string } {
  const parts = typeof caip === 'string' ? caip.split(':') : []
  if (parts.length !== 3 || parts.some((p) => !p)) throw new InvalidParamsError({ message: ErrorText.invalidCaipAddress })
  return { namespace: parts[0]!, chainId: parts[1]!, address: parts[2]! }
}

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/
/** the Solana address shape (docs/validation.md#addresses): base58, 32–44 characters (isSolanaAddress also checks it decodes to a key). */
export const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const DECIMAL = /^-?\d+(\.\d+)?$/

/**
 * The address rules (docs/validation.md#addresses): EVM is 40 hex characters with optional 0x; Solana is base58 of 32–44;
 * a chain-qualified address is three parts with a known namespace.
 *
 * @example
 * isValidAddress('0x' + 'ab'.repeat(20), 'eip155') // true
 */
export function isValidAddress(address: string, namespace: string): boolean {
  if (typeof address !== 'string') return false
  if (address.split(':').length === 3) {
    const { namespace: ns, address: inner } = parseCaipAddress(address)
    return (KNOWN_NAMESPACES as readonly string[]).includes(ns) && isValidAddress(inner, ns)
  }
  if (namespace === 'eip155') return EVM_ADDRESS.test(address)
  if (namespace === 'solana') return SOLANA_ADDRESS.test(address)
  return address.length > 0
}

/**
 * The decimal-string rule (docs/validation.md#amounts): optional minus, digits, optional dot with digits.
 *
 * @example
 * isDecimalString('-1.5') // true; isDecimalString('1.') // false
 */
export function isDecimalString(value: string): boolean {
  return typeof value === 'string' && DECIMAL.test(value)
}

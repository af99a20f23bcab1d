import { getAddress, type Address } from 'viem'
import { ErrorText } from '../../../shared/errors/messages'
import { KNOWN_NAMESPACES, isValidAddress } from '../../../shared/caip/caip'
import { isAddressOfNetwork } from '../../../shared/bitcoin/isAddressOfNetwork'
import { bitcoin, bitcoinRegtest, bitcoinTestnet } from '../../../shared/networks/networks'
import { ss58Decode } from '../../../shared/polkadot/ss58Decode'
import { HttpError } from './HttpError'

/** A parsed CAIP-2 chain id; `evmId` is set for eip155 chains. */
export interface ChainRef {
  caip: string
  namespace: string
  reference: string
  evmId?: number
}

const REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/

function one(raw: unknown, name: string): string | undefined {
  if (raw === undefined) return undefined
  if (typeof raw !== 'string') throw HttpError.badRequest(`Invalid ${name}`, `'${name}' must be given once, as a string`)
  return raw
}

/**
 * Parses a `chainId` parameter: CAIP-2 (`eip155:1`) with a known namespace. `undefined` when
 * absent and not required.
 *
 * @example
 * parseChainRef('eip155:8453', 'chainId')?.evmId // 8453
 */
export function parseChainRef(raw: unknown, name: string, required = false): ChainRef | undefined {
  const value = one(raw, name)
  if (value === undefined || value === '') {
    if (required) throw HttpError.badRequest(`Invalid ${name}`, `'${name}' is required (a CAIP-2 id such as eip155:1)`)
    return undefined
  }
  const parts = value.split(':')
  const [namespace, reference] = parts
  const bad = (): HttpError => HttpError.badRequest(ErrorText.invalidCaip2, `'${name}' must be a CAIP-2 id such as eip155:1, got '${value.slice(0, 80)}'`)
  if (parts.length !== 2 || !namespace || !reference || !REFERENCE.test(reference)) throw bad()
  if (!(KNOWN_NAMESPACES as readonly string[]).includes(namespace)) throw bad()
  if (namespace !== 'eip155') return { caip: value, namespace, reference }
  if (!/^[1-9]\d{0,15}$/.test(reference)) throw bad()
  return { caip: value, namespace, reference, evmId: Number(reference) }
}

/**
 * Parses an account in a path: a plain address or a CAIP-10 id. EVM addresses come back
 * checksummed; `namespace` tells which rule applied (docs/validation.md#addresses: EVM 40 hex, Solana base58 32–44).
 *
 * @example
 * parseAccount('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266').address // '0xf39F…2266'
 */
export function parseAccount(raw: unknown, name = 'address'): { address: string; namespace: 'eip155' | 'solana'; chain?: ChainRef } {
  const value = one(raw, name) ?? ''
  const bad = (): HttpError => HttpError.badRequest('Invalid address', `'${value.slice(0, 80)}' is not a valid EVM or Solana address`)
  let plain = value
  let chain: ChainRef | undefined
  if (value.split(':').length === 3) {
    const i = value.lastIndexOf(':')
    chain = parseChainRef(value.slice(0, i), name)
    plain = value.slice(i + 1)
  }
  if ((!chain || chain.namespace === 'eip155') && isValidAddress(plain, 'eip155')) {
    return { address: getAddress(plain.startsWith('0x') ? plain : `0x${plain}`), namespace: 'eip155', ...(chain ? { chain } : {}) }
  }
  if ((!chain || chain.namespace === 'solana') && isValidAddress(plain, 'solana')) return { address: plain, namespace: 'solana', ...(chain ? { chain } : {}) }
  throw bad()
}

/**
 * Parses the account of a sign-in session path: what `parseAccount` takes (EVM, Solana, CAIP-10),
 * a Bitcoin address of mainnet, testnet or regtest (bech32 or base58, its checksum checked), or a
 * Polkadot SS58 address (its checksum checked), the accounts sign-in messages name. Bitcoin and
 * Polkadot addresses come back as given; 400 otherwise.
 *
 * @example
 * parseSignInAddress('bcrt1qw508d6qejxtdg4y5r3zarvary0c5xw7kygt080') // 'bcrt1qw508…t080'
 */
export function parseSignInAddress(raw: unknown): string {
  const value = one(raw, 'address') ?? ''
  if ([bitcoin, bitcoinTestnet, bitcoinRegtest].some((n) => isAddressOfNetwork(value, n.caipNetworkId)) || ss58Decode(value)) return value
  return parseAccount(value).address
}

/**
 * Parses an EVM address, checksumming it; 400 otherwise.
 *
 * @example
 * parseEvmAddress('0x5fbdb2315678afecb367f032d93f642f64180aa3', 'token')
 */
export function parseEvmAddress(raw: unknown, name: string): Address {
  const value = one(raw, name) ?? ''
  if (!/^0x[0-9a-fA-F]{40}$/.test(value)) throw HttpError.badRequest('Invalid address', `'${name}' must be a 0x-prefixed 40-hex-digit address`)
  return getAddress(value)
}

/**
 * Parses a `true`/`false` query flag; absent is `false`.
 *
 * @example
 * parseFlag('true', 'forceUpdate') // true
 */
export function parseFlag(raw: unknown, name: string): boolean {
  const value = one(raw, name)
  if (value === undefined || value === '' || value === 'false') return false
  if (value === 'true') return true
  throw HttpError.badRequest(`Invalid ${name}`, `'${name}' must be true or false`)
}

/**
 * Parses `currency`; only `usd` is priced.
 *
 * @example
 * parseCurrency(undefined) // 'usd'
 */
export function parseCurrency(raw: unknown): 'usd' {
  const value = one(raw, 'currency')
  if (value === undefined || value.toLowerCase() === 'usd') return 'usd'
  throw HttpError.badRequest('Invalid currency', `currency '${value.slice(0, 16)}' is not supported; use usd`)
}

/**
 * Parses an optional short identifier parameter (SDK type and version, on-ramp name).
 *
 * @example
 * parseShortText('appkit', 'st') // 'appkit'
 */
export function parseShortText(raw: unknown, name: string, max = 64): string | undefined {
  const value = one(raw, name)
  if (value === undefined) return undefined
  if (value.length > max || !/^[-\w.@:/+]*$/.test(value)) throw HttpError.badRequest(`Invalid ${name}`, `'${name}' must be at most ${max} plain characters`)
  return value
}

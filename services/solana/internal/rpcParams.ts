import { base58 } from '../../../shared/solana/base58'
import { SolanaRpcError } from './SolanaRpcError'

/** A handler's positional params, checked as a node checks them. */
export type Params = readonly unknown[]

/** The ledger state handlers read, shared by the method tables. */
export interface RpcContext {
  slot(): number
}

const COMMITMENTS = new Set(['processed', 'confirmed', 'finalized', 'recent', 'single', 'singleGossip', 'root', 'max'])

/**
 * Param readers for the Solana RPC handlers: each throws the -32602 error a Solana node answers
 * for the same bad input, so a malformed request never reaches the runtime.
 *
 * @example
 * const address = rpcParams.pubkey(params[0])
 * const config = rpcParams.config(params[1], ctx)
 */
export const rpcParams = {
  /** A base58 public key (32 bytes). */
  pubkey(value: unknown): string {
    if (typeof value !== 'string') throw SolanaRpcError.invalidParams('Invalid params: expected a base58 public key string')
    let bytes: Uint8Array
    try {
      bytes = base58.decode(value)
    } catch {
      throw SolanaRpcError.invalidParams('Invalid param: Invalid')
    }
    if (bytes.length !== 32 || value.length > 44) throw SolanaRpcError.invalidParams('Invalid param: WrongSize')
    return value
  },
  /** A base58 transaction signature (64 bytes). */
  signature(value: unknown): string {
    if (typeof value !== 'string') throw SolanaRpcError.invalidParams('Invalid params: expected a base58 signature string')
    let bytes: Uint8Array
    try {
      bytes = base58.decode(value)
    } catch {
      throw SolanaRpcError.invalidParams('Invalid param: Invalid')
    }
    if (bytes.length !== 64 || value.length > 88) throw SolanaRpcError.invalidParams('Invalid param: WrongSize')
    return value
  },
  /** The optional config object; checks `commitment` and `minContextSlot`. */
  config(value: unknown, ctx: RpcContext): Record<string, unknown> {
    if (value === undefined || value === null) return {}
    if (typeof value !== 'object' || Array.isArray(value)) throw SolanaRpcError.invalidParams('Invalid params: expected a config object')
    const config = value as Record<string, unknown>
    if (config.commitment !== undefined && !COMMITMENTS.has(String(config.commitment))) throw SolanaRpcError.invalidParams(`Invalid params: unknown commitment '${String(config.commitment)}'`)
    const min = config.minContextSlot
    if (min !== undefined && (typeof min !== 'number' || !Number.isInteger(min) || min < 0)) throw SolanaRpcError.invalidParams('Invalid params: minContextSlot must be a slot number')
    if (typeof min === 'number' && min > ctx.slot()) throw new SolanaRpcError(-32016, 'Minimum context slot has not been reached', { contextSlot: ctx.slot() })
    return config
  },
  /** An unsigned integer that fits a JS number (lamports, lengths, limits). */
  u64(value: unknown, name: string): number {
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw SolanaRpcError.invalidParams(`Invalid params: ${name} must be a non-negative integer`)
    return value
  },
  /** Wire bytes from a base64 or base58 string (`encoding` of sendTransaction and friends). */
  bytes(value: unknown, encoding: unknown): Uint8Array {
    if (typeof value !== 'string') throw SolanaRpcError.invalidParams('Invalid params: expected an encoded transaction string')
    const enc = encoding ?? 'base58'
    if (enc === 'base64') {
      if (!/^[A-Za-z0-9+/]*={0,2}$/.test(value) || value.length % 4 !== 0) throw SolanaRpcError.invalidParams('invalid transaction: invalid base64 encoding')
      return Uint8Array.from(Buffer.from(value, 'base64'))
    }
    if (enc === 'base58') {
      try {
        return base58.decode(value)
      } catch {
        throw SolanaRpcError.invalidParams('invalid transaction: invalid base58 encoding')
      }
    }
    throw SolanaRpcError.invalidParams(`Invalid params: unsupported encoding '${String(enc)}'`)
  },
}

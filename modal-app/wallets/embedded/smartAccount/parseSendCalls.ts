import { isAddress, isHex, type Address, type Hex } from 'viem'
import { CallsError, CallsErrorCode } from '../../../../shared/errors/CallsError'
import { InvalidParamsError } from '../../../../shared/errors/ProviderRpcError'
import type { SmartAccountCall } from './createSmartAccountWallet'

/** An EIP-5792 capability as the dapp asked for it; `optional` ones may be ignored. */
export interface RequestedCapability {
  optional?: boolean
  [key: string]: unknown
}

/** A checked `wallet_sendCalls` request. */
export interface SendCallsRequest {
  chainId: number
  from?: Address
  calls: SmartAccountCall[]
  capabilities: Record<string, RequestedCapability>
}

const quantity = (value: unknown, what: string): bigint => {
  if (value === undefined || value === null) return 0n
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  throw new InvalidParamsError({ message: `wallet_sendCalls: ${what} must be a hex quantity` })
}

/**
 * Checks the params of an EIP-5792 `wallet_sendCalls` (`[{ version, chainId, from?, calls,
 * capabilities?, atomicRequired? }]`) and turns them into calls: every `to` an address, every
 * `value` a hex quantity, every `data` hex; at least one call. Capabilities of the batch and of
 * each call are merged (a call-level `paymasterService` is the batch's in practice).
 *
 * @example
 * parseSendCalls([{ version: '2.0.0', chainId: '0x1', calls: [{ to: '0x…', value: '0x1' }] }]).calls[0].value // 1n
 */
export function parseSendCalls(params: unknown): SendCallsRequest {
  const batch = Array.isArray(params) ? (params[0] as Record<string, unknown> | undefined) : undefined
  if (!batch || typeof batch !== 'object') throw new InvalidParamsError({ message: 'wallet_sendCalls needs [{ chainId, calls }]' })
  if (typeof batch.chainId !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(batch.chainId)) throw new InvalidParamsError({ message: 'wallet_sendCalls: chainId must be a hex chain id' })
  if (batch.from !== undefined && (typeof batch.from !== 'string' || !isAddress(batch.from, { strict: false }))) throw new InvalidParamsError({ message: 'wallet_sendCalls: from must be an address' })
  if (!Array.isArray(batch.calls) || batch.calls.length === 0) throw new InvalidParamsError({ message: 'wallet_sendCalls needs at least one call' })
  const capabilities: Record<string, RequestedCapability> = { ...capabilitiesOf(batch.capabilities) }
  const calls = batch.calls.map((raw: unknown, index): SmartAccountCall => {
    const call = (raw ?? {}) as Record<string, unknown>
    if (typeof call.to !== 'string' || !isAddress(call.to, { strict: false })) throw new InvalidParamsError({ message: `wallet_sendCalls: call ${index + 1} needs a "to" address` })
    if (call.data !== undefined && (typeof call.data !== 'string' || !isHex(call.data))) throw new InvalidParamsError({ message: `wallet_sendCalls: call ${index + 1} has invalid data` })
    Object.assign(capabilities, capabilitiesOf(call.capabilities))
    return { to: call.to as Address, value: quantity(call.value, `call ${index + 1} value`), data: (call.data as Hex | undefined) ?? '0x' }
  })
  // EIP-5792 v2: a wallet that cannot be atomic must refuse atomicRequired; this one always is, so it is met.
  return { chainId: Number.parseInt(batch.chainId, 16), ...(batch.from ? { from: batch.from as Address } : {}), calls, capabilities }
}

function capabilitiesOf(value: unknown): Record<string, RequestedCapability> {
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw new InvalidParamsError({ message: 'wallet_sendCalls: capabilities must be an object' })
  const out: Record<string, RequestedCapability> = {}
  for (const [name, capability] of Object.entries(value as Record<string, unknown>)) {
    if (!capability || typeof capability !== 'object') throw new CallsError(CallsErrorCode.unsupportedCapability, `Unsupported capability '${name}'`)
    out[name] = capability as RequestedCapability
  }
  return out
}

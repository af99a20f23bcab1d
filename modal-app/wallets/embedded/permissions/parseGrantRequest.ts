import { isAddress, type Address } from 'viem'
import { GrantTargetRefusedError } from '../../../../shared/errors/GrantTargetRefusedError'
import { InvalidParamsError } from '../../../../shared/errors/ProviderRpcError'
import { guardedTargets } from './guardedTargets'
import type { PermissionGrant } from './PermissionGrant'

/** The longest grant the modal accepts: a session, not a standing order. */
export const MAX_GRANT_SECONDS = 7 * 24 * 60 * 60

const hexQuantity = (value: unknown, what: string): bigint => {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  throw new InvalidParamsError({ message: `wallet_grantPermissions: ${what} must be a hex quantity` })
}

/**
 * Reads an ERC-7715 `wallet_grantPermissions` request (`[{ chainId, expiry, permissions: [{ type,
 * data }] }]`) into the limits the modal enforces: `native-token-transfer` (`data.allowance`, total
 * wei), `erc20-token-transfer` (`data.address`, `data.allowance`, total base units moved by
 * `transfer`), `contract-call` (`data.address`, calls without value). Anything else, an expiry in
 * the past or more than 7 days ahead, or no permission at all is refused with -32602: the modal
 * grants only what it can check call by call. A contract-call or token permission naming a guarded
 * address (the EntryPoint, the account factory, and `account` itself when given: `guardedTargets`)
 * is refused with {@link GrantTargetRefusedError}: a call there would widen the grant into control
 * of the account.
 *
 * @example
 * parseGrantRequest([{ chainId: '0x1', expiry: now + 3600, permissions: [{ type: 'native-token-transfer', data: { allowance: '0x2386f26fc10000' } }] }], now)
 */
export function parseGrantRequest(params: unknown, nowSeconds: number, account?: string): PermissionGrant {
  const request = Array.isArray(params) ? (params[0] as Record<string, unknown> | undefined) : undefined
  if (!request || typeof request !== 'object') throw new InvalidParamsError({ message: 'wallet_grantPermissions needs [{ chainId, expiry, permissions }]' })
  if (typeof request.chainId !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(request.chainId)) throw new InvalidParamsError({ message: 'wallet_grantPermissions: chainId must be a hex chain id' })
  const expiry = request.expiry
  if (typeof expiry !== 'number' || !Number.isInteger(expiry) || expiry <= nowSeconds || expiry > nowSeconds + MAX_GRANT_SECONDS) {
    throw new InvalidParamsError({ message: 'wallet_grantPermissions: expiry must be a time (unix seconds) within the next 7 days' })
  }
  const permissions = Array.isArray(request.permissions) ? request.permissions : request.permission ? [request.permission] : []
  if (permissions.length === 0) throw new InvalidParamsError({ message: 'wallet_grantPermissions needs at least one permission' })
  const grant: PermissionGrant = { chainId: Number.parseInt(request.chainId, 16), expiry, nativeAllowance: 0n, tokenAllowances: {}, callTargets: [] }
  for (const raw of permissions as unknown[]) {
    const { type, data } = (raw ?? {}) as { type?: unknown; data?: Record<string, unknown> }
    const address = data?.address
    if (type === 'native-token-transfer') grant.nativeAllowance += hexQuantity(data?.allowance, 'native-token-transfer allowance')
    else if (type === 'erc20-token-transfer' && typeof address === 'string' && isAddress(address, { strict: false })) {
      const token = address.toLowerCase()
      grant.tokenAllowances[token] = (grant.tokenAllowances[token] ?? 0n) + hexQuantity(data?.allowance, 'erc20-token-transfer allowance')
    } else if (type === 'contract-call' && typeof address === 'string' && isAddress(address, { strict: false })) grant.callTargets.push(address.toLowerCase() as Address)
    else throw new InvalidParamsError({ message: `wallet_grantPermissions: unsupported permission '${String(type)}' (native-token-transfer, erc20-token-transfer with an address, contract-call with an address)` })
  }
  const guarded = guardedTargets(account)
  for (const target of [...grant.callTargets, ...Object.keys(grant.tokenAllowances)]) if (guarded.has(target)) throw new GrantTargetRefusedError(target)
  return grant
}

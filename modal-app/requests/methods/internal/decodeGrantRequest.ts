import type { GrantPermissionsParams } from '../params'
import { firstObject, isObject, refuse } from './decoders'

const NEEDS = 'wallet_grantPermissions needs [{ chainId, expiry, permissions }]'

/**
 * Decodes wallet_grantPermissions' `[{ chainId, expiry, permissions }]` (ERC-7715) by shape: a hex
 * chain id, an expiry in whole unix seconds, and permissions that each name a `type` (a single
 * `permission` is read as one); else -32602. What the permissions allow, and until when, is for the
 * wallet's own grant parser, which the approval shows in words.
 *
 * @example
 * decodeGrantRequest([{ chainId: '0x1', expiry: 1767225600, permissions: [{ type: 'native-token-transfer', data: { allowance: '0x1' } }] }])
 */
export function decodeGrantRequest(params: unknown): GrantPermissionsParams {
  if (!Array.isArray(params) || !isObject(params[0])) refuse(NEEDS)
  const list = firstObject('wallet_grantPermissions', params)
  const { chainId, expiry, permissions, permission } = list[0]
  if (typeof chainId !== 'string' || !/^0x[0-9a-fA-F]{1,16}$/.test(chainId)) refuse('wallet_grantPermissions: chainId must be a hex chain id')
  if (typeof expiry !== 'number' || !Number.isInteger(expiry)) refuse('wallet_grantPermissions: expiry must be a time (unix seconds) within the next 7 days')
  const named = permissions !== undefined ? permissions : permission !== undefined ? [permission] : []
  if (!Array.isArray(named) || named.length === 0) refuse('wallet_grantPermissions needs at least one permission')
  for (const item of named) if (!isObject(item) || typeof item.type !== 'string' || (item.data !== undefined && !isObject(item.data))) refuse(NEEDS)
  return list as GrantPermissionsParams
}

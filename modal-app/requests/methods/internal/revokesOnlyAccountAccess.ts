/**
 * Whether `wallet_revokePermissions` params revoke only the dapp's own account access (EIP-2255
 * `[{ eth_accounts: {} }]`, what wagmi's `disconnect()` sends). That only lowers what the dapp can
 * do, so it needs no approval; any other permission (ERC-7715 and the like) is not this.
 *
 * @example
 * revokesOnlyAccountAccess([{ eth_accounts: {} }]) // true
 * revokesOnlyAccountAccess([{ eth_accounts: {}, 'native-token-stream': {} }]) // false
 */
export function revokesOnlyAccountAccess(params: unknown): boolean {
  if (!Array.isArray(params) || params.length !== 1) return false
  const permissions: unknown = params[0]
  if (!permissions || typeof permissions !== 'object' || Array.isArray(permissions)) return false
  const keys = Reflect.ownKeys(permissions)
  const value: unknown = (permissions as Record<string, unknown>).eth_accounts
  return keys.length === 1 && keys[0] === 'eth_accounts' && typeof value === 'object' && value !== null && !Array.isArray(value)
}

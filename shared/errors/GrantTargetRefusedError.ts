import { ProviderRpcError } from './ProviderRpcError'

/**
 * A `wallet_grantPermissions` request that names a contract no grant may reach: the smart account
 * itself, the EntryPoint, the account factory or a paymaster (any ERC-4337 account or paymaster).
 * A call to one of them under a grant could upgrade the account or move its deposit without a
 * prompt, so the grant is refused whole. Code -32602 (invalid params), like every other permission
 * the modal cannot enforce; nothing was granted.
 *
 * @example
 * throw new GrantTargetRefusedError('0x0000000071727de22e5e9d8baf0edac6f37da032')
 */
export class GrantTargetRefusedError extends ProviderRpcError {
  static override readonly code = -32602
  override name = 'GrantTargetRefusedError'
  constructor(target: string) {
    super(`wallet_grantPermissions: a permission may not name ${target} (the smart account itself, the EntryPoint or a paymaster)`, { code: -32602 })
  }
}

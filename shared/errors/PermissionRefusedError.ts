import { ProviderRpcError } from './ProviderRpcError'

/**
 * A request made under a granted permission (ERC-7715 smart session) that the grant does not
 * cover: expired, revoked, another chain, or a call beyond its limits. Code 4100 (unauthorized):
 * the dapp is not allowed to do this without asking; nothing was signed or sent.
 *
 * @example
 * throw new PermissionRefusedError('The permission has expired.')
 */
export class PermissionRefusedError extends ProviderRpcError {
  static override readonly code = 4100
  override name = 'PermissionRefusedError'
  constructor(message: string) {
    super(message, { code: 4100 })
  }
}

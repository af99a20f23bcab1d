import type { Address } from 'viem'
import { GrantTargetRefusedError } from '../../../../shared/errors/GrantTargetRefusedError'
import { ErrorText } from '../../../../shared/errors/messages'
import { InvalidParamsError, UnsupportedMethodError } from '../../../../shared/errors/ProviderRpcError'
import type { GrantStore } from '../permissions/createGrantStore'
import { parseGrantRequest } from '../permissions/parseGrantRequest'
import type { RequestArgs } from '../../Connector'

export interface PermissionRequestContext {
  grants: GrantStore
  /** The address the dapp acts with. */
  account: Address
  /** Whether it is the smart account (grants are for it only: each use is one user operation). */
  smartAccount: boolean
  /** Chain ids where the smart account can act. */
  chainIds: readonly number[]
  /** The handshake-proven origin of the dapp asking: grants are bound to it. */
  origin: string
  nowSeconds: number
  /**
   * Whether a contract on the grant's chain is ERC-4337 infrastructure (a paymaster or an account:
   * it answers `entryPoint()` with the EntryPoint); rejects when the chain can't tell. Every
   * contract a grant names is asked first.
   */
  isAccountAbstraction(address: Address, chainId: number): Promise<boolean>
}

/**
 * The embedded wallet's ERC-7715 requests, after the visitor approved them on ApproveTransaction:
 * `wallet_grantPermissions` keeps the grant for the smart account (the limits the modal enforces
 * on every later batch that names its context) and answers `{ chainId, address, expiry,
 * permissions, context }`; `wallet_revokePermissions` (`[{ permissionsContext }]`) ends it at once.
 * A grant naming the account itself, the EntryPoint, the factory, or any contract that is a
 * paymaster or an account (asked on chain) is refused with GrantTargetRefusedError (-32602):
 * under a grant no prompt stands between the dapp and those calls.
 *
 * @example
 * const { context } = await answerPermissionRequest({ method: 'wallet_grantPermissions', params }, ctx)
 */
export async function answerPermissionRequest(args: RequestArgs, ctx: PermissionRequestContext): Promise<unknown> {
  const params = Array.isArray(args.params) ? (args.params as unknown[]) : []
  if (args.method === 'wallet_revokePermissions') {
    const request = (params[0] ?? {}) as Record<string, unknown>
    const context = request.permissionsContext ?? request.permissionContext ?? request.context
    if (typeof context !== 'string' || !(await ctx.grants.revoke(context, ctx.origin))) throw new InvalidParamsError({ message: 'wallet_revokePermissions: no such permission' })
    return null
  }
  if (args.method !== 'wallet_grantPermissions') throw new UnsupportedMethodError({ message: ErrorText.rpcNotAllowed })
  if (!ctx.smartAccount) throw new UnsupportedMethodError({ message: 'Permissions are granted to the smart account: switch the account type to smart account first.' })
  const grant = parseGrantRequest(params, ctx.nowSeconds, ctx.account)
  if (!ctx.chainIds.includes(grant.chainId)) throw new InvalidParamsError({ message: `wallet_grantPermissions: the smart account cannot act on chain ${grant.chainId}` })
  for (const target of [...grant.callTargets, ...(Object.keys(grant.tokenAllowances) as Address[])]) {
    // A chain that can't answer can't show the target is harmless: refuse rather than guess.
    const infrastructure = await ctx.isAccountAbstraction(target, grant.chainId).catch(() => true)
    if (infrastructure) throw new GrantTargetRefusedError(target)
  }
  const request = params[0] as { permissions?: unknown; permission?: unknown }
  const context = await ctx.grants.grant(grant, ctx.account, ctx.origin)
  return { chainId: `0x${grant.chainId.toString(16)}`, address: ctx.account, expiry: grant.expiry, permissions: request.permissions ?? [request.permission], context }
}

import type { Address, Hex } from 'viem'
import { PermissionRefusedError } from '../../../shared/errors/PermissionRefusedError'
import { checkCallsAgainstGrant, type GrantSpend } from './checkCallsAgainstGrant'
import type { PermissionGrant } from './PermissionGrant'

/** The smart sessions one wallet holds (in the modal's memory, for the page's lifetime). */
export interface GrantStore {
  /** Keeps a grant for `account` and returns its context (the id the dapp sends with its calls). */
  grant(grant: PermissionGrant, account: Address): Hex
  /** Checks the calls against the context's grant and books their spend; throws PermissionRefusedError when outside. */
  use(context: string, account: Address, calls: readonly { to: Address; value?: bigint; data?: Hex }[], at: { chainId: number; nowSeconds: number }): void
  /** Ends a grant; false when there was none. */
  revoke(context: string): boolean
  /** Ends every grant (sign-out). */
  clear(): void
}

/**
 * The grants of ERC-7715 smart sessions as the modal enforces them: each has a random context id,
 * belongs to one account and tracks what it spent. `use` checks and books in one synchronous
 * step, so two batches sent at once cannot both spend the same allowance.
 *
 * @example
 * const grants = createGrantStore()
 * const context = grants.grant(parseGrantRequest(params, now), smartAddress)
 * grants.use(context, smartAddress, calls, { chainId: 1, nowSeconds: now })
 */
export function createGrantStore(): GrantStore {
  const grants = new Map<string, { grant: PermissionGrant; account: string; spent: GrantSpend }>()
  return {
    grant(grant, account) {
      const context = `0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')}` as Hex
      grants.set(context, { grant, account: account.toLowerCase(), spent: { native: 0n, tokens: {} } })
      return context
    },
    use(context, account, calls, at) {
      const held = grants.get(context.toLowerCase())
      if (!held || held.account !== account.toLowerCase()) throw new PermissionRefusedError('No such permission for this account (revoked or never granted).')
      held.spent = checkCallsAgainstGrant(held.grant, held.spent, calls, at)
    },
    revoke: (context) => grants.delete(context.toLowerCase()),
    clear: () => grants.clear(),
  }
}

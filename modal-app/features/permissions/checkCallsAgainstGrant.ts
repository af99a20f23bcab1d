import type { Address, Hex } from 'viem'
import { PermissionRefusedError } from '../../../shared/errors/PermissionRefusedError'
import { decodeTokenCall } from '../approve/internal/decodeTokenCall'
import type { PermissionGrant } from './PermissionGrant'

/** What a grant has used so far. */
export interface GrantSpend {
  native: bigint
  tokens: Record<string, bigint>
}

/**
 * Checks a batch against a grant and what it already spent, and returns the spend after it;
 * throws {@link PermissionRefusedError} (naming the first call outside) when the grant expired,
 * the chain differs, or any call is not covered: a value beyond the native allowance, an ERC-20
 * `transfer` beyond its token's allowance, or a call to any other contract (with no value) than
 * the granted targets. Nothing is partly allowed: one call outside refuses the whole batch.
 *
 * @example
 * spent = checkCallsAgainstGrant(grant, spent, calls, { chainId: 1, nowSeconds })
 */
export function checkCallsAgainstGrant(grant: PermissionGrant, spent: GrantSpend, calls: readonly { to: Address; value?: bigint; data?: Hex }[], at: { chainId: number; nowSeconds: number }): GrantSpend {
  if (at.nowSeconds >= grant.expiry) throw new PermissionRefusedError('The permission has expired.')
  if (at.chainId !== grant.chainId) throw new PermissionRefusedError(`The permission is for chain ${grant.chainId}, not ${at.chainId}.`)
  const next: GrantSpend = { native: spent.native, tokens: { ...spent.tokens } }
  calls.forEach((call, index) => {
    const where = `Call ${index + 1}`
    const value = call.value ?? 0n
    const to = call.to.toLowerCase()
    const data = call.data ?? '0x'
    if (value > 0n) {
      next.native += value
      if (next.native > grant.nativeAllowance) throw new PermissionRefusedError(`${where} sends more than the permission's native allowance.`)
    }
    if (data === '0x') {
      if (value === 0n && !grant.callTargets.includes(to as Address)) throw new PermissionRefusedError(`${where} calls a contract the permission does not name.`)
      return
    }
    const allowance = grant.tokenAllowances[to]
    const token = allowance === undefined ? undefined : decodeTokenCall(data)
    if (allowance !== undefined && token?.kind === 'transfer') {
      next.tokens[to] = (next.tokens[to] ?? 0n) + token.amount
      if (next.tokens[to]! > allowance) throw new PermissionRefusedError(`${where} transfers more of ${call.to} than the permission allows.`)
      return
    }
    if (!grant.callTargets.includes(to as Address)) throw new PermissionRefusedError(`${where} calls a contract the permission does not name.`)
  })
  return next
}

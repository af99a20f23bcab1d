import type { Address, Hex } from 'viem'
import { PermissionRefusedError } from '../../../../shared/errors/PermissionRefusedError'
import { decodeTokenCall } from '../../../lib/decodeTokenCall'
import { REFUSED_SELECTORS } from './internal/refusedSelectors'
import { TRANSFER_SELECTORS } from './internal/transferSelectors'
import type { PermissionGrant } from './PermissionGrant'

/** What a grant has used so far. */
export interface GrantSpend {
  native: bigint
  tokens: Record<string, bigint>
}

/** When and how a batch is sent: its chain, the clock, what it may not reach and what its gas may cost. */
export interface GrantCheckAt {
  chainId: number
  nowSeconds: number
  /** Lower-case addresses no call may target (the account itself, the EntryPoint, paymasters: `guardedTargets`). */
  guarded?: ReadonlySet<string>
  /** The most the operation's gas can take from the account (gas limits × maxFeePerGas); 0n when a paymaster pays. */
  gasCost?: bigint
}

/**
 * Checks a batch against a grant and what it already spent, and returns the spend after it;
 * throws {@link PermissionRefusedError} (naming the first call outside) when the grant expired,
 * the chain differs, or any call is not covered: a call to a guarded address (the account itself,
 * the EntryPoint, a paymaster), an approval, permit or upgrade selector on any contract, a value
 * beyond the native allowance, an ERC-20 `transfer` beyond its token's allowance, any other call
 * that moves tokens (`transferFrom`, ERC-677/1363/777 sends, NFT transfers; and `transfer` of a
 * token without an allowance, even one named by a `contract-call`), or a call to any other
 * contract (with no value) than the granted targets. The operation's maximal gas cost counts
 * against the native allowance too (the account pays it like a value). Nothing is partly allowed:
 * one call outside refuses the whole batch.
 *
 * @example
 * spent = checkCallsAgainstGrant(grant, spent, calls, { chainId: 1, nowSeconds, guarded: guardedTargets(account), gasCost })
 */
export function checkCallsAgainstGrant(grant: PermissionGrant, spent: GrantSpend, calls: readonly { to: Address; value?: bigint; data?: Hex }[], at: GrantCheckAt): GrantSpend {
  if (at.nowSeconds >= grant.expiry) throw new PermissionRefusedError('The permission has expired.')
  if (at.chainId !== grant.chainId) throw new PermissionRefusedError(`The permission is for chain ${grant.chainId}, not ${at.chainId}.`)
  const next: GrantSpend = { native: spent.native, tokens: { ...spent.tokens } }
  calls.forEach((call, index) => {
    const where = `Call ${index + 1}`
    const value = call.value ?? 0n
    const to = call.to.toLowerCase()
    const data = call.data ?? '0x'
    if (at.guarded?.has(to)) throw new PermissionRefusedError(`${where} reaches ${call.to}, which no permission covers (the smart account itself, the EntryPoint or a paymaster).`)
    const refused = REFUSED_SELECTORS.get(data.slice(0, 10).toLowerCase())
    if (refused) throw new PermissionRefusedError(`${where} is ${refused}, which no permission covers: ask for it without the permission.`)
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
    const moves = TRANSFER_SELECTORS.get(data.slice(0, 10).toLowerCase())
    if (moves) throw new PermissionRefusedError(`${where} is ${moves}, which moves tokens: only a token permission's allowance covers a transfer.`)
    if (!grant.callTargets.includes(to as Address)) throw new PermissionRefusedError(`${where} calls a contract the permission does not name.`)
  })
  const gas = at.gasCost ?? 0n
  if (gas > 0n) {
    next.native += gas
    if (next.native > grant.nativeAllowance) throw new PermissionRefusedError(`The operation's gas (up to ${gas} wei) goes beyond the permission's native allowance.`)
  }
  return next
}

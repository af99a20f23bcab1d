import { airlockAccountFactoryAddress } from '../../../../shared/aa/airlockAccountFactoryAddress'

/** The canonical EntryPoint v0.7 (viem's `entryPoint07Address`, spelled out so the approval view needs no account-abstraction code). */
export const ENTRY_POINT_V07 = '0x0000000071727de22e5e9d8baf0edac6f37da032'

/**
 * The addresses no smart-session grant may name and no call under a grant may reach, lower-case:
 * the smart account itself (SimpleAccount takes `execute`, `upgradeToAndCall` and
 * `withdrawDepositTo` from itself, so a self-call is a takeover), the EntryPoint v0.7 (it holds
 * the account's deposit), the account factory, and the paymasters in `paymasters`.
 *
 * @example
 * guardedTargets(smartAddress, [op.paymaster]).has(call.to.toLowerCase()) // true for a self-call
 */
export function guardedTargets(account: string | undefined, paymasters: readonly (string | undefined)[] = []): Set<string> {
  const out = new Set([ENTRY_POINT_V07, airlockAccountFactoryAddress.toLowerCase()])
  for (const address of [account, ...paymasters]) if (address) out.add(address.toLowerCase())
  return out
}

/** The ERC-4337 `entryPoint()` getter: accounts and paymasters built on the reference contracts answer it. */
export const ENTRY_POINT_GETTER = '0xb0d691fe'

/** Whether an `entryPoint()` answer names the EntryPoint v0.7: the contract is an account or a paymaster. */
export function answersEntryPoint(result: string | undefined): boolean {
  return typeof result === 'string' && result.length === 66 && `0x${result.slice(26)}`.toLowerCase() === ENTRY_POINT_V07
}

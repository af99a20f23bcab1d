import type { Address } from 'viem'

/** What a dapp may do without asking again (ERC-7715 `wallet_grantPermissions`, the subset Airlock enforces). */
export interface PermissionGrant {
  chainId: number
  /** Unix seconds after which nothing is allowed. */
  expiry: number
  /** Total native value (wei) all calls together may send; 0n: none. */
  nativeAllowance: bigint
  /** Per ERC-20 token (lower-case address): the total its `transfer` calls may move. */
  tokenAllowances: Record<string, bigint>
  /** Contracts it may call with no value (lower-case addresses). */
  callTargets: Address[]
}

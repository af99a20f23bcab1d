import type { Address } from 'viem'
import type { GrantSpend } from '../checkCallsAgainstGrant'
import type { PermissionGrant } from '../PermissionGrant'

/** One grant as the modal holds it. */
export interface HeldGrant {
  grant: PermissionGrant
  account: string
  /** The handshake-proven origin of the dapp it was granted to: only that dapp may use or revoke it. */
  origin: string
  spent: GrantSpend
}

const amounts = (record: Record<string, bigint>) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v.toString()]))

/** A held grant as plain JSON-safe data (amounts as decimal strings). */
export function toStored({ grant, account, origin, spent }: HeldGrant): unknown {
  return {
    account,
    origin,
    grant: { ...grant, nativeAllowance: grant.nativeAllowance.toString(), tokenAllowances: amounts(grant.tokenAllowances) },
    spent: { native: spent.native.toString(), tokens: amounts(spent.tokens) },
  }
}

const DECIMAL = /^\d{1,78}$/
const ADDRESS = /^0x[0-9a-f]{40}$/

function bigintRecord(value: unknown): Record<string, bigint> | undefined {
  if (!value || typeof value !== 'object') return undefined
  const out: Record<string, bigint> = {}
  for (const [k, v] of Object.entries(value)) {
    if (!ADDRESS.test(k) || typeof v !== 'string' || !DECIMAL.test(v)) return undefined
    out[k] = BigInt(v)
  }
  return out
}

/** Reads one stored grant back, or undefined when anything about it is off (a tampered or old entry grants nothing). */
export function fromStored(value: unknown): HeldGrant | undefined {
  const v = value as { account?: unknown; origin?: unknown; grant?: Record<string, unknown>; spent?: Record<string, unknown> } | null | undefined
  if (!v || typeof v !== 'object' || typeof v.account !== 'string' || !ADDRESS.test(v.account) || typeof v.origin !== 'string' || !v.grant || !v.spent) return undefined
  const { chainId, expiry, nativeAllowance, tokenAllowances, callTargets } = v.grant
  const tokens = bigintRecord(tokenAllowances)
  const spentTokens = bigintRecord(v.spent.tokens)
  if (!Number.isSafeInteger(chainId) || !Number.isSafeInteger(expiry) || typeof nativeAllowance !== 'string' || !DECIMAL.test(nativeAllowance) || !tokens || !spentTokens) return undefined
  if (!Array.isArray(callTargets) || !callTargets.every((t) => typeof t === 'string' && ADDRESS.test(t))) return undefined
  if (typeof v.spent.native !== 'string' || !DECIMAL.test(v.spent.native)) return undefined
  return {
    account: v.account,
    origin: v.origin,
    grant: { chainId: chainId as number, expiry: expiry as number, nativeAllowance: BigInt(nativeAllowance), tokenAllowances: tokens, callTargets: callTargets as Address[] },
    spent: { native: BigInt(v.spent.native), tokens: spentTokens },
  }
}

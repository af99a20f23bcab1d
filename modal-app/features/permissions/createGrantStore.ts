import type { Address, Hex } from 'viem'
import { PermissionRefusedError } from '../../../shared/errors/PermissionRefusedError'
import { safeStorage } from '../connection/recentWallets'
import { checkCallsAgainstGrant, type GrantSpend } from './checkCallsAgainstGrant'
import type { PermissionGrant } from './PermissionGrant'

/** The smart sessions one wallet holds (the modal origin's storage, else the page's memory). */
export interface GrantStore {
  /** Keeps a grant for `account`, made to the dapp at `origin`, and returns its context (the id the dapp sends with its calls). */
  grant(grant: PermissionGrant, account: Address, origin: string): Hex
  /** Checks the calls of the dapp at `origin` against the context's grant and books their spend; throws PermissionRefusedError when outside. */
  use(context: string, account: Address, calls: readonly { to: Address; value?: bigint; data?: Hex }[], at: { chainId: number; nowSeconds: number; origin: string }): void
  /** Ends a grant the dapp at `origin` holds; false when it holds none of that context. */
  revoke(context: string, origin: string): boolean
  /** Ends every grant (sign-out), in storage too. */
  clear(): void
}

export interface GrantStoreOptions {
  /** The modal origin's localStorage by default; undefined (storage denied) keeps grants in memory only. */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
  /** Now, in Unix seconds: grants that expired are dropped when the store loads. */
  nowSeconds?: number
}

interface Held {
  grant: PermissionGrant
  account: string
  /** The handshake-proven origin of the dapp it was granted to: only that dapp may use or revoke it. */
  origin: string
  spent: GrantSpend
}

const KEY = 'airlock:smartSessions'

/**
 * The grants of ERC-7715 smart sessions as the modal enforces them: each has a random context id,
 * belongs to one account and to the dapp origin it was granted to, and tracks what it spent. The
 * storage is the modal origin's, shared by every page that embeds the modal where the browser
 * does not partition it, so another dapp holding a context id gets nothing from it. `use` checks
 * and books in one synchronous step, so two batches sent at once cannot both spend the same
 * allowance. Grants and their spend are written to the modal origin's localStorage (never the
 * host page's) after every change, so a reload keeps them, and read back when the store is made,
 * dropping expired or malformed entries; `use` checks expiry again against the clock. Storage
 * denied or full: memory only.
 *
 * @example
 * const grants = createGrantStore()
 * const context = grants.grant(parseGrantRequest(params, now), smartAddress, 'https://dapp.example')
 * grants.use(context, smartAddress, calls, { chainId: 1, nowSeconds: now, origin: 'https://dapp.example' })
 */
export function createGrantStore({ storage = safeStorage(), nowSeconds = Math.floor(Date.now() / 1000) }: GrantStoreOptions = {}): GrantStore {
  const grants = load(storage, nowSeconds)
  const save = () => {
    try {
      if (grants.size === 0) storage?.removeItem(KEY)
      else storage?.setItem(KEY, JSON.stringify(Object.fromEntries([...grants].map(([context, held]) => [context, toStored(held)]))))
    } catch {
      // Storage denied or full: the grants live in memory for this page.
    }
  }
  return {
    grant(grant, account, origin) {
      const context = `0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')}` as Hex
      grants.set(context, { grant, account: account.toLowerCase(), origin, spent: { native: 0n, tokens: {} } })
      save()
      return context
    },
    use(context, account, calls, at) {
      const held = grants.get(context.toLowerCase())
      if (!held || held.account !== account.toLowerCase() || held.origin !== at.origin) throw new PermissionRefusedError('No such permission for this account (revoked or never granted).')
      held.spent = checkCallsAgainstGrant(held.grant, held.spent, calls, at)
      save()
    },
    revoke(context, origin) {
      const key = context.toLowerCase()
      if (grants.get(key)?.origin !== origin) return false
      grants.delete(key)
      save()
      return true
    },
    clear() {
      grants.clear()
      save()
    },
  }
}

const amounts = (record: Record<string, bigint>) => Object.fromEntries(Object.entries(record).map(([k, v]) => [k, v.toString()]))

function toStored({ grant, account, origin, spent }: Held) {
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
function fromStored(value: unknown): Held | undefined {
  const v = value as { account?: unknown; origin?: unknown; grant?: Record<string, unknown>; spent?: Record<string, unknown> } | null
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

function load(storage: GrantStoreOptions['storage'], nowSeconds: number): Map<string, Held> {
  const grants = new Map<string, Held>()
  try {
    const parsed = JSON.parse(storage?.getItem(KEY) ?? '{}') as unknown
    if (!parsed || typeof parsed !== 'object') return grants
    for (const [context, value] of Object.entries(parsed)) {
      const held = /^0x[0-9a-f]{64}$/.test(context) ? fromStored(value) : undefined
      if (held && held.grant.expiry > nowSeconds) grants.set(context, held)
    }
  } catch {
    // Storage denied or a torn value: start empty.
  }
  return grants
}

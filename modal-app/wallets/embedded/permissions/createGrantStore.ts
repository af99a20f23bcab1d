import type { Address, Hex } from 'viem'
import { PermissionRefusedError } from '../../../../shared/errors/PermissionRefusedError'
import { safeStorage } from '../../../state/connection/recentWallets'
import { checkCallsAgainstGrant } from './checkCallsAgainstGrant'
import { guardedTargets } from './guardedTargets'
import { openGrantRecords, type GrantRecords } from './internal/grantRecords'
import { fromStored, toStored } from './internal/storedGrant'
import type { PermissionGrant } from './PermissionGrant'

/** How a batch under a grant goes out: its chain, the clock, the dapp, and what its operation may cost. */
export interface GrantUse {
  chainId: number
  nowSeconds: number
  /** The handshake-proven origin of the dapp sending it. */
  origin: string
  /** The most the operation's gas can take from the account (gas limits × maxFeePerGas); 0n when a paymaster pays. */
  gasCost?: bigint
  /** The paymaster of the operation, if any: no call may reach it. */
  paymaster?: string
}

/** The smart sessions one wallet holds (the modal origin's IndexedDB, else the page's memory). */
export interface GrantStore {
  /** Keeps a grant for `account`, made to the dapp at `origin`, and returns its context (the id the dapp sends with its calls). */
  grant(grant: PermissionGrant, account: Address, origin: string): Promise<Hex>
  /** Checks the calls against the context's grant without booking anything (before an operation is prepared); rejects with PermissionRefusedError when outside. */
  check(context: string, account: Address, calls: readonly { to: Address; value?: bigint; data?: Hex }[], at: GrantUse): Promise<void>
  /** Checks the calls of the dapp at `origin` against the context's grant and books their spend in one step; rejects with PermissionRefusedError when outside. */
  use(context: string, account: Address, calls: readonly { to: Address; value?: bigint; data?: Hex }[], at: GrantUse): Promise<void>
  /** Ends a grant the dapp at `origin` holds; false when it holds none of that context. */
  revoke(context: string, origin: string): Promise<boolean>
  /** Ends every grant (sign-out), in every tab. */
  clear(): Promise<void>
}

export interface GrantStoreOptions {
  /** The modal origin's IndexedDB by default; null (storage denied) keeps grants in memory for this page only. */
  indexedDB?: IDBFactory | null
  /** Now, in Unix seconds: grants that expired are deleted when the store opens. */
  nowSeconds?: number
}

/** Where the first version kept grants (a JSON copy per page, written back whole: a revoke in one tab was undone by another). */
const LEGACY_KEY = 'airlock:smartSessions'

/**
 * The grants of ERC-7715 smart sessions as the modal enforces them: each has a random context id,
 * belongs to one account and to the dapp origin it was granted to, and tracks what it spent. There
 * is one authoritative copy, in the modal origin's IndexedDB (every tab's modal frame shares it,
 * never the host page's storage): `use` reads the grant, checks the batch and books its spend in
 * ONE readwrite transaction, which the browser runs after or before any other tab's, never
 * between; so two tabs can't both spend one allowance, and a revoke is a delete no stale copy can
 * write back. Nothing is cached in the page. Expired or malformed records are deleted when the
 * store opens; `use` checks expiry again against the clock. Storage denied: memory, this page only.
 * Grants kept by the first version (in localStorage, made before targets and selectors were
 * checked) are dropped.
 *
 * @example
 * const grants = createGrantStore()
 * const context = await grants.grant(parseGrantRequest(params, now, smartAddress), smartAddress, 'https://dapp.example')
 * await grants.use(context, smartAddress, calls, { chainId: 1, nowSeconds: now, origin: 'https://dapp.example', gasCost })
 */
export function createGrantStore({ indexedDB = defaultFactory(), nowSeconds = Math.floor(Date.now() / 1000) }: GrantStoreOptions = {}): GrantStore {
  let opened: Promise<GrantRecords> | undefined
  const records = () =>
    (opened ??= openGrantRecords(indexedDB).then(async (r) => {
      dropLegacyCopy()
      await r.prune((stored) => (fromStored(stored)?.grant.expiry ?? 0) > nowSeconds).catch(() => undefined)
      return r
    }))
  return {
    async grant(grant, account, origin) {
      const context = `0x${Array.from(crypto.getRandomValues(new Uint8Array(32)), (b) => b.toString(16).padStart(2, '0')).join('')}` as Hex
      const held = { grant, account: account.toLowerCase(), origin, spent: { native: 0n, tokens: {} } }
      return (await records()).update(context, () => ({ next: toStored(held), result: context }))
    },
    async check(context, account, calls, at) {
      await (await records()).update(context.toLowerCase(), (stored) => (checked(stored, account, calls, at), { result: undefined }))
    },
    async use(context, account, calls, at) {
      await (await records()).update(context.toLowerCase(), (stored) => {
        const { held, spent } = checked(stored, account, calls, at)
        return { next: toStored({ ...held, spent }), result: undefined }
      })
    },
    async revoke(context, origin) {
      return (await records()).update(context.toLowerCase(), (stored) => (fromStored(stored)?.origin === origin ? { next: null, result: true } : { result: false }))
    },
    async clear() {
      await (await records()).clear()
    },
  }
}

/** A stored grant checked against a batch: the grant and its spend after the batch; throws PermissionRefusedError when outside. */
function checked(stored: unknown, account: Address, calls: readonly { to: Address; value?: bigint; data?: Hex }[], at: GrantUse) {
  const held = fromStored(stored)
  if (!held || held.account !== account.toLowerCase() || held.origin !== at.origin) throw new PermissionRefusedError('No such permission for this account (revoked or never granted).')
  const guarded = guardedTargets(held.account, [at.paymaster])
  return { held, spent: checkCallsAgainstGrant(held.grant, held.spent, calls, { chainId: at.chainId, nowSeconds: at.nowSeconds, guarded, gasCost: at.gasCost ?? 0n }) }
}

function defaultFactory(): IDBFactory | null {
  try {
    return globalThis.indexedDB ?? null
  } catch {
    return null
  }
}

function dropLegacyCopy(): void {
  try {
    safeStorage()?.removeItem(LEGACY_KEY)
  } catch {
    // Storage denied: there is no copy to drop.
  }
}

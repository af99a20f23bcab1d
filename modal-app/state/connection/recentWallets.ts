import { Constants } from '../../../shared/constants'
import type { RecentWallet } from './connectionSlice'

const KEY = 'airlock:recentWallets'

/**
 * Puts a wallet at the front of the recent list: de-duplicated by id and rdns, at most
 * `Constants.maxRecentWallets` (2, docs/constants.md#wallet-catalog).
 *
 * @example
 * addRecentWallet([{ id: 'a', name: 'A' }], { id: 'b', name: 'B' }) // [b, a]
 */
export function addRecentWallet(list: readonly RecentWallet[], wallet: RecentWallet): RecentWallet[] {
  const same = (w: RecentWallet) => w.id === wallet.id || (!!wallet.rdns && w.rdns === wallet.rdns)
  return [wallet, ...list.filter((w) => !same(w))].slice(0, Constants.maxRecentWallets)
}

/**
 * The recent wallets kept in the modal origin's localStorage (never the host page's).
 *
 * @example
 * loadRecentWallets()[0]?.name
 */
export function loadRecentWallets(storage: Pick<Storage, 'getItem'> | undefined = safeStorage()): RecentWallet[] {
  try {
    const parsed = JSON.parse(storage?.getItem(KEY) ?? '[]') as unknown
    if (!Array.isArray(parsed)) return []
    return parsed
      .filter((w): w is RecentWallet => !!w && typeof w === 'object' && typeof w.id === 'string' && typeof w.name === 'string')
      .slice(0, Constants.maxRecentWallets)
  } catch {
    return []
  }
}

/**
 * Saves the recent wallets (the icon is not stored: it comes back with the announcement).
 *
 * @example
 * saveRecentWallets(addRecentWallet(loadRecentWallets(), wallet))
 */
export function saveRecentWallets(list: readonly RecentWallet[], storage: Pick<Storage, 'setItem'> | undefined = safeStorage()): void {
  try {
    storage?.setItem(KEY, JSON.stringify(list.map(({ id, name, rdns }) => ({ id, name, rdns }))))
  } catch {
    // Storage can be blocked (privacy settings); recent wallets are a convenience only.
  }
}

/**
 * localStorage when the browser lets the iframe use it, else undefined.
 *
 * @example
 * safeStorage()?.getItem('x')
 */
export function safeStorage(): Storage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

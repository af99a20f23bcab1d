import { isSpamTransaction } from './isSpamTransaction'
import type { Transaction } from '../../state/dataService/portfolioTypes'

/** Transactions of one calendar month (UTC), newest first. */
export interface TransactionGroup {
  year: number
  /** 0-11. */
  month: number
  transactions: Transaction[]
}

/**
 * The Activity list (docs/validation.md#history): spam filtered, only the connected chain, newest first, grouped by year
 * and month (UTC, so the grouping does not depend on the machine's zone). Duplicates by id (a
 * page fetched twice) are dropped.
 *
 * @example
 * groupTransactions(txs, 'eip155:1', '0xf39F…2266') // [{ year: 2025, month: 5, transactions: [...] }, …]
 */
export function groupTransactions(transactions: readonly Transaction[], caipNetworkId: string, account?: string): TransactionGroup[] {
  const seen = new Set<string>()
  const kept = transactions
    .filter((tx) => {
      if (seen.has(tx.id) || tx.metadata.chain !== caipNetworkId || isSpamTransaction(tx, account)) return false
      seen.add(tx.id)
      return true
    })
    .map((tx) => ({ tx, at: Date.parse(tx.metadata.minedAt) }))
    .filter((x) => Number.isFinite(x.at))
    .sort((a, b) => b.at - a.at)
  const groups: TransactionGroup[] = []
  for (const { tx, at } of kept) {
    const d = new Date(at)
    const year = d.getUTCFullYear()
    const month = d.getUTCMonth()
    const last = groups[groups.length - 1]
    if (last && last.year === year && last.month === month) last.transactions.push(tx)
    else groups.push({ year, month, transactions: [tx] })
  }
  return groups
}

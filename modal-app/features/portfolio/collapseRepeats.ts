import { addressKey, counterpartyOf } from './counterpartyOf'
import type { Transaction } from '../../state/dataService/portfolioTypes'

/** One Activity row: a transaction, standing for `count` identical ones in a row (itself included). */
export interface ActivityEntry {
  tx: Transaction
  count: number
}

/** What makes two rows read the same: only rows that moved nothing are ever merged. */
function repeatKey(tx: Transaction): string | undefined {
  if (tx.transfers.length > 0) return undefined
  const m = tx.metadata
  return [m.chain, m.operationType, m.status, addressKey(m.sentFrom), addressKey(counterpartyOf(tx))].join('|')
}

/**
 * Folds runs of identical neighbours into one row with a count, so a stack of deployments or
 * the same contract call made over and over (the local stack's fixture set-up: a deployment and
 * a row of mints for other accounts) reads as one line "Executed ×6" instead of filling the
 * list. Only rows that moved nothing are folded: every payment, however alike, keeps its own
 * row (and so does every entry Activity checks for address poisoning). The newest of a run
 * stands for it.
 *
 * @example
 * collapseRepeats([deployA, deployB, send]) // [{ tx: deployA, count: 2 }, { tx: send, count: 1 }]
 */
export function collapseRepeats(transactions: readonly Transaction[]): ActivityEntry[] {
  const entries: ActivityEntry[] = []
  let lastKey: string | undefined
  for (const tx of transactions) {
    const key = repeatKey(tx)
    const last = entries[entries.length - 1]
    if (key !== undefined && key === lastKey && last) last.count += 1
    else entries.push({ tx, count: 1 })
    lastKey = key
  }
  return entries
}

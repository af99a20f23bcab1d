import { addressKey, counterpartyOf } from './counterpartyOf'
import type { Transaction } from '../../state/dataService/portfolioTypes'

/** Known addresses (by `addressKey`) with their label when the modal has one. */
export type KnownContacts = ReadonlyMap<string, string | undefined>

/**
 * The addresses the visitor knows, which a look-alike can only imitate: the account's own
 * addresses, those with a label (`addressLabels`), and everyone the account itself paid a
 * non-zero amount to in its history. A poisoner's address never gets in by sending: only what the
 * visitor did or named counts.
 *
 * @example
 * knownContacts(history, '0xf39F…', { '0x7099…': 'Alice' }, ['0xf39F…']).get('0x7099…') // 'Alice'
 */
export function knownContacts(transactions: readonly Transaction[], account: string, labels: Readonly<Record<string, string>> = {}, own: readonly string[] = []): KnownContacts {
  const known = new Map<string, string | undefined>()
  for (const a of [account, ...own]) known.set(addressKey(a), undefined)
  const me = addressKey(account)
  for (const tx of transactions) {
    if (addressKey(tx.metadata.sentFrom) !== me) continue
    if (!tx.transfers.some((t) => t.direction === 'out' && Number(t.quantity.numeric) > 0)) continue
    const to = counterpartyOf(tx)
    if (to) known.set(addressKey(to), undefined)
  }
  for (const [address, label] of Object.entries(labels)) if (label.trim()) known.set(addressKey(address), label.trim())
  return known
}

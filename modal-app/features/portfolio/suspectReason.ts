import { addressKey, counterpartyOf } from './counterpartyOf'
import type { KnownContacts } from './knownContacts'
import type { Transaction } from '../../state/dataService/portfolioTypes'

/** A movement worth less than this (USD, at the service's price) is dust. */
export const DUST_USD = 0.1

/** Why an entry looks like address poisoning. */
export type SuspectReason = 'zero-value' | 'dust'

/**
 * Whether an Activity entry looks like address poisoning: the account did not send it, the
 * other side is no known contact, and everything it moved is zero (`transferFrom(you, lookAlike,
 * 0)`, a zero-amount token transfer) or dust (priced below {@link DUST_USD}). Such an entry exists
 * only to put a look-alike address in the visitor's history, to be copied later. Anything the
 * account sent, or anything with a known contact, is never suspect.
 *
 * @example
 * suspectReason(tx, '0xf39F…', known) // 'zero-value'
 */
export function suspectReason(tx: Transaction, account: string, known: KnownContacts): SuspectReason | undefined {
  if (addressKey(tx.metadata.sentFrom) === addressKey(account)) return undefined
  const other = counterpartyOf(tx)
  if (other && known.has(addressKey(other))) return undefined
  const amounts = tx.transfers.map((t) => ({ quantity: Number(t.quantity.numeric), price: t.price ?? 0 }))
  if (amounts.every((a) => !(a.quantity > 0))) return 'zero-value'
  if (amounts.every((a) => a.price > 0 && a.quantity * a.price < DUST_USD)) return 'dust'
  return undefined
}

import type { Transaction } from '../../state/dataService/portfolioTypes'

/**
 * Whether a history entry is spam ("spam transfers filtered", docs/validation.md#history): the service flagged it (the
 * transaction or one of its tokens), or it is an unsolicited airdrop, i.e. every transfer comes
 * in from someone else and none of the tokens has a name, a symbol or a price. Anything the
 * account sent itself is never spam.
 *
 * @example
 * isSpamTransaction({ id: '1', metadata: { …, spam: true }, transfers: [] }) // true
 */
export function isSpamTransaction(tx: Transaction, account?: string): boolean {
  if (tx.metadata.spam || tx.transfers.some((t) => t.fungible_info?.flags?.is_spam)) return true
  if (account && tx.metadata.sentFrom.toLowerCase() === account.toLowerCase()) return false
  if (tx.transfers.length === 0 || !tx.transfers.every((t) => t.direction === 'in')) return false
  return tx.transfers.every((t) => !t.fungible_info?.name?.trim() || !t.fungible_info?.symbol?.trim() || !t.price)
}

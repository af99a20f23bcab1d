import type { Transaction } from '../../state/dataService/portfolioTypes'

/**
 * Whom an Activity entry was with: the other side of its first movement when the service names
 * it (a token transfer's sender or recipient, not the token contract the transaction called),
 * else whom the call addressed when the service decoded it (a failed token transfer's
 * recipient, an approval's spender), else the transaction's sender for what came in and its
 * target for what went out.
 *
 * @example
 * counterpartyOf(tx) // '0x7099…'
 */
export function counterpartyOf(tx: Transaction): string {
  const first = tx.transfers[0]
  if (first?.counterparty) return first.counterparty
  if (tx.metadata.counterparty) return tx.metadata.counterparty
  const incoming = tx.metadata.operationType === 'receive' || first?.direction === 'in'
  return incoming ? tx.metadata.sentFrom : tx.metadata.sentTo
}

/**
 * The form addresses are compared in: EVM hex lower-cased (a checksum is no other address),
 * others exactly (base58 is case-sensitive).
 *
 * @example
 * addressKey('0xAbC…') // '0xabc…'
 */
export function addressKey(address: string): string {
  return address.startsWith('0x') ? address.toLowerCase() : address
}

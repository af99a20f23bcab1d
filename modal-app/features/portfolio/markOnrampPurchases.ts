import type { Transaction } from '../../state/dataService/portfolioTypes'

/**
 * The Activity list with the account's on-ramp purchases marked (history `onramp`, docs/calls.md#data-api): a
 * purchase replaces the plain transfer of the same transaction (the provider's delivery would
 * otherwise read "Received"), and a purchase the history has not listed yet is added. Order is
 * left to the grouping, which sorts by time.
 *
 * @example
 * markOnrampPurchases(history.data, purchases.data) // the delivery now has operationType 'buy'
 */
export function markOnrampPurchases(history: readonly Transaction[], purchases: readonly Transaction[]): Transaction[] {
  if (purchases.length === 0) return [...history]
  const byHash = new Map(purchases.map((p) => [p.metadata.hash.toLowerCase(), p]))
  const marked = history.map((tx) => {
    const purchase = byHash.get(tx.metadata.hash.toLowerCase())
    if (!purchase) return tx
    byHash.delete(tx.metadata.hash.toLowerCase())
    return purchase
  })
  return [...marked, ...byHash.values()]
}

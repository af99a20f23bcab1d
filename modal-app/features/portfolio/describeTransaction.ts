import { formatBalance } from '../../ui/format/formatBalance'
import { t } from '../../ui/i18n/t'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module writes.
import '../../ui/i18n/viewMessages'
import { counterpartyOf } from './counterpartyOf'
import type { Transaction, TransactionTransfer } from '../../state/dataService/portfolioTypes'

/** Operation types with a locale label (`portfolio.operation.<type>`); others show as sent by the API. */
const OPERATIONS = ['send', 'receive', 'buy', 'mint', 'approve', 'deploy', 'execute', 'trade'] as const
const isKnownOperation = (op: string): op is (typeof OPERATIONS)[number] => (OPERATIONS as readonly string[]).includes(op)

/** What one Activity row says, in words. */
export interface TransactionStory {
  /** What happened: 'Sent', 'Bought', 'Swapped 0.5 ETH for 1,488.2 AUSD'. */
  title: string
  /** The other side's full address, '' when the row names nobody (a swap, a deployment). */
  counterparty: string
  /** How the row joins the counterparty: from a sender, to a recipient, for a spender. */
  relation: 'from' | 'to' | 'for'
  /** The movements, signed: '-5 AUSD', '+0.25 ETH', '-0.5 ETH, +1,488.2 AUSD'. */
  amounts: string
}

const amountOf = (m: TransactionTransfer) => `${formatBalance(m.quantity.numeric)} ${m.fungible_info?.symbol ?? ''}`.trim()

/**
 * The words of an Activity row: a swap reads "Swapped 0.5 ETH for 1,488.2 AUSD" (what went out
 * for what came back, with thousands separators), an on-ramp purchase "Bought", an approval
 * names its spender and a token transfer its recipient (never the token contract the
 * transaction called), what came in names its sender.
 *
 * @example
 * describeTransaction(swap) // { title: 'Swapped 0.5 ETH for 1,488.2 AUSD', counterparty: '', relation: 'to', amounts: '-0.5 ETH, +1,488.2 AUSD' }
 */
export function describeTransaction(tx: Transaction): TransactionStory {
  const op = tx.metadata.operationType
  const first = tx.transfers[0]
  const amounts = tx.transfers
    .map((m) => `${m.direction === 'out' ? '-' : m.direction === 'in' ? '+' : ''}${amountOf(m)}`)
    .join(', ')
  const gave = tx.transfers.filter((m) => m.direction === 'out')
  const got = tx.transfers.filter((m) => m.direction === 'in')
  if (op === 'trade' && gave.length && got.length) {
    const title = t('portfolio.swapped', { from: gave.map(amountOf).join(', '), to: got.map(amountOf).join(', ') })
    return { title, counterparty: '', relation: 'to', amounts }
  }
  const title = isKnownOperation(op) ? t(`portfolio.operation.${op}`) : op
  const relation = op === 'approve' ? 'for' : op === 'receive' || op === 'buy' || first?.direction === 'in' ? 'from' : 'to'
  return { title, counterparty: op === 'deploy' ? '' : counterpartyOf(tx), relation, amounts }
}

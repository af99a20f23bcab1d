import { WalletImage } from '../../../ui/components/WalletImage'
import { formatBalance } from '../../../ui/format/formatBalance'
import { formatRelativeTime } from '../formatRelativeTime'
import { PortfolioText } from '../internal/messages'
import type { Transaction } from '../portfolioTypes'

const row = { display: 'flex', alignItems: 'center', gap: 12 } as const

/**
 * One Activity entry: the first token's icon, what happened (Sent, Received, …), the amounts
 * moved, and how long ago, with the exact time as a tooltip.
 *
 * @example
 * <TransactionRow tx={tx} now={Date.now()} />
 */
export function TransactionRow({ tx, now }: { tx: Transaction; now: number }) {
  const first = tx.transfers[0]
  const symbol = first?.fungible_info?.symbol ?? ''
  const title = PortfolioText.operation[tx.metadata.operationType] ?? tx.metadata.operationType
  const amounts = tx.transfers
    .map((t) => `${t.direction === 'out' ? '-' : t.direction === 'in' ? '+' : ''}${formatBalance(t.quantity.numeric)} ${t.fungible_info?.symbol ?? ''}`.trim())
    .join(', ')
  const at = Date.parse(tx.metadata.minedAt)
  return (
    <li className="airlock-token" style={row} data-testid="airlock-activity-item">
      <WalletImage name={symbol || title} src={first?.fungible_info?.icon?.url || undefined} size={32} round />
      <span style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <span className="airlock-token-name">
          {title}
          {tx.metadata.status === 'failed' ? ` · ${PortfolioText.failedStatus}` : ''}
        </span>
        <span className="airlock-token-amount">{amounts}</span>
      </span>
      <time className="airlock-text-secondary" dateTime={tx.metadata.minedAt} title={new Date(at).toLocaleString('en-US')}>
        {formatRelativeTime(at, now)}
      </time>
    </li>
  )
}

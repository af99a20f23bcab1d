import { WalletImage } from '../../../ui/components/WalletImage'
import { formatBalance } from '../../../ui/format/formatBalance'
import { t } from '../../../ui/i18n/t'
import { formatRelativeTime } from '../formatRelativeTime'
import type { Transaction } from '../portfolioTypes'

const row = { display: 'flex', alignItems: 'center', gap: 12 } as const

/** Operation types with a locale label (`portfolio.operation.<type>`); others show as sent by the API. */
const OPERATIONS = ['send', 'receive', 'mint', 'approve', 'deploy', 'execute'] as const
const isKnownOperation = (op: string): op is (typeof OPERATIONS)[number] => (OPERATIONS as readonly string[]).includes(op)

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
  const op = tx.metadata.operationType
  const title = isKnownOperation(op) ? t(`portfolio.operation.${op}`) : op
  const amounts = tx.transfers
    .map((m) => `${m.direction === 'out' ? '-' : m.direction === 'in' ? '+' : ''}${formatBalance(m.quantity.numeric)} ${m.fungible_info?.symbol ?? ''}`.trim())
    .join(', ')
  const at = Date.parse(tx.metadata.minedAt)
  return (
    <li className="airlock-token" style={row} data-testid="airlock-activity-item">
      <WalletImage name={symbol || title} src={first?.fungible_info?.icon?.url || undefined} size={32} round />
      <span style={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <span className="airlock-token-name">
          {title}
          {tx.metadata.status === 'failed' ? ` · ${t('portfolio.failedStatus')}` : ''}
        </span>
        <span className="airlock-token-amount">{amounts}</span>
      </span>
      <time className="airlock-text-secondary" dateTime={tx.metadata.minedAt} title={new Date(at).toLocaleString(t('time.locale'))}>
        {formatRelativeTime(at, now)}
      </time>
    </li>
  )
}

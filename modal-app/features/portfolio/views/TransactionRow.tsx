import { truncateAddress } from '../../../../shared/format/truncateAddress'
import { rpcUrlOf } from '../../../../shared/networks/rpcUrlOf'
import { useAppSelector } from '../../../app/hooks'
import { Icon } from '../../../ui/components/Icon'
import { WalletImage } from '../../../ui/components/WalletImage'
import { useNetworkImageUrl } from '../../network/useNetworkImageUrl'
import { formatBalance } from '../../../ui/format/formatBalance'
import { t } from '../../../ui/i18n/t'
import { solanaExplorerUrl } from '../../solana/solanaExplorerUrl'
import { formatRelativeTime } from '../formatRelativeTime'
import type { Transaction } from '../portfolioTypes'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../../ui/i18n/viewMessages'

/** Operation types with a locale label (`portfolio.operation.<type>`); others show as sent by the API. */
const OPERATIONS = ['send', 'receive', 'buy', 'mint', 'approve', 'deploy', 'execute'] as const
const isKnownOperation = (op: string): op is (typeof OPERATIONS)[number] => (OPERATIONS as readonly string[]).includes(op)

/**
 * One Activity entry: the token's icon (the network's when the token has none), what happened
 * (Sent, Received, …) and with whom (to or from the shortened counterparty), the amounts moved,
 * how long ago (the exact time as a tooltip) and a link to the transaction on the network's
 * explorer when the network has one (on Solana, on the chosen cluster).
 *
 * @example
 * <TransactionRow tx={tx} now={Date.now()} />
 */
export function TransactionRow({ tx, now }: { tx: Transaction; now: number }) {
  const network = useAppSelector((s) => s.options.value.networks.find((n) => n.caipNetworkId === tx.metadata.chain))
  const networkImageOf = useNetworkImageUrl()
  const first = tx.transfers[0]
  const symbol = first?.fungible_info?.symbol ?? ''
  const op = tx.metadata.operationType
  const title = isKnownOperation(op) ? t(`portfolio.operation.${op}`) : op
  const amounts = tx.transfers
    .map((m) => `${m.direction === 'out' ? '-' : m.direction === 'in' ? '+' : ''}${formatBalance(m.quantity.numeric)} ${m.fungible_info?.symbol ?? ''}`.trim())
    .join(', ')
  const incoming = op === 'receive' || first?.direction === 'in'
  const counterparty = incoming ? tx.metadata.sentFrom : tx.metadata.sentTo
  const at = Date.parse(tx.metadata.minedAt)
  const customRpcUrls = useAppSelector((s) => s.options.value.customRpcUrls)
  const explorer = network?.blockExplorers?.default.url
  // Solana's explorer needs the cluster the transaction is on (devnet, or the local chain's endpoint).
  const explorerUrl =
    !explorer || !tx.metadata.hash
      ? undefined
      : network?.chainNamespace === 'solana'
        ? solanaExplorerUrl(network, rpcUrlOf(network, customRpcUrls), 'tx', tx.metadata.hash)
        : `${explorer.replace(/\/$/, '')}/tx/${tx.metadata.hash}`
  const tokenIcon = first?.fungible_info?.icon?.url || undefined
  const networkIcon = networkImageOf(network)
  return (
    <li className="airlock-token airlock-activity-row" data-testid="airlock-activity-item">
      <WalletImage name={symbol || network?.name || title} src={tokenIcon ?? networkIcon} size={32} round />
      <span className="airlock-activity-main">
        <span className="airlock-token-name">
          {title}
          {tx.metadata.status === 'failed' ? ` · ${t('portfolio.failedStatus')}` : ''}
          {counterparty ? (
            <span className="airlock-text-secondary" data-testid="airlock-activity-counterparty" title={counterparty}>
              {` ${t(incoming ? 'portfolio.from' : 'portfolio.to', { address: truncateAddress(counterparty) })}`}
            </span>
          ) : null}
        </span>
        <span className="airlock-token-amount" data-testid="airlock-activity-amount">{amounts}</span>
      </span>
      <span className="airlock-activity-side">
        <time className="airlock-text-secondary" dateTime={tx.metadata.minedAt} title={new Date(at).toLocaleString(t('time.locale'))}>
          {formatRelativeTime(at, now)}
        </time>
        {explorerUrl ? (
          <a
            className="airlock-icon-button airlock-icon-button-small"
            href={explorerUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('portfolio.viewOnExplorer', { title })}
            data-testid="airlock-activity-explorer"
          >
            <Icon name="explorer" size={16} />
          </a>
        ) : null}
      </span>
    </li>
  )
}

import { useAppSelector } from '../../../store/hooks'
import { Icon } from '../../../ui/components/Icon'
import { WalletImage } from '../../../ui/components/WalletImage'
import { useNetworkImageUrl } from '../../../state/network/useNetworkImageUrl'
import { t } from '../../../ui/i18n/t'
import { useExplorerUrl } from '../../../wallets/useExplorerUrl'
import { describeTransaction } from '../describeTransaction'
import { formatCounterparty } from '../formatCounterparty'
import { formatRelativeTime } from '../formatRelativeTime'
import type { SuspectReason } from '../suspectReason'
import type { Transaction } from '../../../state/dataService/portfolioTypes'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../../ui/i18n/viewMessages'
import { selectConfiguredNetworks } from '../../../state/options/selectors'
import { activeLocale } from '../../../ui/i18n/activeLocale'
import { tPlural } from '../../../ui/i18n/tPlural'

/**
 * One Activity entry: the token's icon (the network's when the token has none), what happened
 * (Sent, Received, Bought, "Swapped 0.5 ETH for 1,488.2 AUSD", …, describeTransaction) and with
 * whom (the counterparty's known-contact label when it has one, and always enough of its address
 * to tell a look-alike apart: `0x` + 4 … 6 on EVM), the amounts moved, how long ago (the exact
 * time as a tooltip) and a link to the transaction on the network's explorer when the network
 * has one (on Solana, on the chosen cluster; on a chain that exists only on this machine, the
 * data service's local explorer). An entry that looks like address poisoning (`suspect`) says so
 * in words, not only in colour. A row standing for `count` identical ones (collapseRepeats) says
 * how many.
 *
 * @example
 * <TransactionRow tx={tx} now={Date.now()} label="Alice" />
 */
export function TransactionRow({ tx, now, suspect, label, count = 1 }: { tx: Transaction; now: number; suspect?: SuspectReason; label?: string; count?: number }) {
  const network = useAppSelector(selectConfiguredNetworks).find((n) => n.caipNetworkId === tx.metadata.chain)
  const networkImageOf = useNetworkImageUrl()
  const first = tx.transfers[0]
  const symbol = first?.fungible_info?.symbol ?? ''
  const { title, counterparty, relation, amounts } = describeTransaction(tx)
  const shown = counterparty ? (label ? `${label} (${formatCounterparty(counterparty)})` : formatCounterparty(counterparty)) : ''
  const at = Date.parse(tx.metadata.minedAt)
  // A local chain's transaction opens the data service's local explorer; Solana's names its cluster.
  const explorerUrl = useExplorerUrl()(network, 'tx', tx.metadata.hash)
  const tokenIcon = first?.fungible_info?.icon?.url || undefined
  const networkIcon = networkImageOf(network)
  return (
    <li className={`airlock-token airlock-activity-row${suspect ? ' airlock-activity-suspect' : ''}`} data-testid="airlock-activity-item" data-suspect={suspect}>
      <WalletImage name={symbol || network?.name || title} src={tokenIcon ?? networkIcon} size={32} round />
      <span className="airlock-activity-main">
        <span className="airlock-token-name">
          <span data-testid="airlock-activity-title">{title}</span>
          {tx.metadata.status === 'failed' ? ` · ${t('portfolio.failedStatus')}` : ''}
          {counterparty ? (
            <span className="airlock-text-secondary" data-testid="airlock-activity-counterparty" title={counterparty}>
              {` ${t(`portfolio.${relation}`, { address: shown })}`}
            </span>
          ) : null}
          {count > 1 ? (
            <span className="airlock-activity-count" data-testid="airlock-activity-count" aria-label={tPlural('portfolio.repeatedLabel', count)}>
              {` ${t('portfolio.repeated', { count })}`}
            </span>
          ) : null}
        </span>
        {suspect ? (
          <span className="airlock-activity-suspect-note" data-testid="airlock-activity-suspect">
            {t(suspect === 'dust' ? 'portfolio.suspect.dust' : 'portfolio.suspect.zero')}
          </span>
        ) : null}
        <span className="airlock-token-amount" data-testid="airlock-activity-amount">{amounts}</span>
      </span>
      <span className="airlock-activity-side">
        <time className="airlock-text-secondary" dateTime={tx.metadata.minedAt} title={new Date(at).toLocaleString(activeLocale.tag)}>
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

import { ErrorText } from '../../../../shared/errors/messages'
import { useAppSelector } from '../../../store/hooks'
import { EmptyState } from '../../../ui/components/EmptyState'
import { WalletImage } from '../../../ui/components/WalletImage'
import { formatBalance } from '../../../ui/format/formatBalance'
import { t } from '../../../ui/i18n/t'
import { formatUsd, totalValue } from '../../../ui/format/formatUsd'
import { useBalanceQuery } from '../../../state/dataService/useBalanceQuery'
import { selectCaipNetworkId } from '../../../state/network/selectors'

const row = { display: 'flex', alignItems: 'center', gap: 12 } as const
const grow = { flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' } as const
const right = { display: 'flex', flexDirection: 'column', alignItems: 'flex-end' } as const

/**
 * The Tokens tab (docs/views.md#account-tabs, docs/entities.md#tokens): the account's balances on the active network from the data API
 * (cached 30 s, docs/constants.md#caches), each with icon, name, symbol, quantity and USD value to 2 decimals, and
 * the total above them. A failed or unsupported fetch shows 'Token Balance Unavailable'.
 *
 * @example
 * <TokensTab address="0xf39F…2266" />
 */
export default function TokensTab({ address }: { address: string }) {
  const caipNetworkId = useAppSelector(selectCaipNetworkId)
  const q = useBalanceQuery(caipNetworkId ? { address, caipNetworkId } : undefined)
  const balances = q.data?.balances ?? []
  if (q.isLoading) return <p className="airlock-text-secondary" role="status" data-testid="airlock-tokens-loading">{t('portfolio.loading')}</p>
  if (q.isError && balances.length === 0) {
    return <EmptyState icon="alert" title={ErrorText.tokenBalanceUnavailable} hint={t('portfolio.tokenBalanceRetry')} testId="airlock-tokens-error" />
  }
  if (balances.length === 0) return <EmptyState icon="wallet" title={t('account.tokens.empty')} hint={t('account.tokens.emptyHint')} testId="airlock-tokens-empty" />
  return (
    <div data-testid="airlock-tokens">
      <p style={{ ...row, justifyContent: 'space-between', margin: '8px 4px' }}>
        <span className="airlock-text-secondary">{t('portfolio.total')}</span>
        <strong data-testid="airlock-tokens-total">{formatUsd(totalValue(balances))}</strong>
      </p>
      <ul className="airlock-token-list" aria-label={t('portfolio.tokens')}>
        {balances.map((token) => (
          <li
            key={`${token.chainId}:${token.address ?? 'native'}`}
            className="airlock-token"
            style={row}
            data-testid={`airlock-token-${token.symbol}`}
          >
            <WalletImage name={token.symbol} src={token.iconUrl || undefined} size={32} round />
            <span style={grow}>
              <span className="airlock-token-name" data-testid="airlock-token-name">{token.name}</span>
              <span className="airlock-token-amount" data-testid="airlock-token-quantity">
                {formatBalance(token.quantity.numeric)} {token.symbol}
              </span>
            </span>
            <span style={right}>
              <span data-testid="airlock-token-value">{formatUsd(token.value)}</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}

import { lazy, Suspense } from 'react'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { EmptyState } from '../../../ui/components/EmptyState'
import { Tabs } from '../../../ui/components/Tabs'
import { t, type MessageKey } from '../../../ui/i18n/t'
import { accountTabChanged } from '../../../state/account/accountSlice'
import { ACCOUNT_TABS, type AccountTab, type NamespaceAccount } from '../../../state/account/accountTypes'
import { selectFeatures } from '../../../state/options/selectors'

// Portfolio tabs load with their data code only when shown (initial JS budget).
const TokensTab = lazy(() => import('../../portfolio/views/TokensTab'))
const ActivityTab = lazy(() => import('../../portfolio/views/ActivityTab'))
const NftsTab = lazy(() => import('../../nfts/views/NftsTab'))

const EMPTY: Record<AccountTab, { title: MessageKey; hint: MessageKey }> = {
  tokens: { title: 'account.tokens.empty', hint: 'account.tokens.emptyHint' },
  nfts: { title: 'account.nfts.empty', hint: 'account.nfts.emptyHint' },
  activity: { title: 'account.activity.empty', hint: 'account.activity.emptyHint' },
}

/**
 * Tokens, NFTs and Activity (docs/views.md#account-tabs). Tokens lists the balances in the account state; each tab
 * shows an honest empty state until its data arrives.
 *
 * @example
 * <AccountTabs account={account} />
 */
export function AccountTabs({ account }: { account: NamespaceAccount }) {
  const dispatch = useAppDispatch()
  const history = useAppSelector(selectFeatures).history
  const tabs = ACCOUNT_TABS.filter((k) => k !== 'activity' || history).map((key) => ({ key, label: t(`account.tab.${key}`) }))
  const selected = tabs.some((tab) => tab.key === account.currentTab) ? account.currentTab : 'tokens'
  const tokens = selected === 'tokens' ? account.tokenBalance : []
  return (
    <Tabs
      label={t('account.tabs')}
      tabs={tabs}
      selected={selected}
      idPrefix="airlock-account"
      onSelect={(tab) => dispatch(accountTabChanged({ namespace: account.namespace, tab }))}
    >
      {account.address && selected === 'nfts' ? (
        <Suspense fallback={null}>
          <NftsTab address={account.address} />
        </Suspense>
      ) : account.address && selected !== 'nfts' ? (
        <Suspense fallback={null}>{selected === 'tokens' ? <TokensTab address={account.address} /> : <ActivityTab address={account.address} />}</Suspense>
      ) : tokens.length > 0 ? (
        <ul className="airlock-token-list">
          {tokens.map((token) => (
            <li key={`${token.chainId}:${token.address ?? token.symbol}`} className="airlock-token">
              <span className="airlock-token-name">{token.name}</span>
              <span className="airlock-token-amount">
                {token.quantity.numeric} {token.symbol}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState icon={selected === 'activity' ? 'check' : 'wallet'} title={t(EMPTY[selected].title)} hint={t(EMPTY[selected].hint)} />
      )}
    </Tabs>
  )
}

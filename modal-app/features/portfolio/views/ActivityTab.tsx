import { useMemo, useState } from 'react'
import { Constants } from '../../../../shared/constants'
import { ErrorText } from '../../../../shared/errors/messages'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { selectActiveAccount } from '../../../state/account/selectors'
import { EmptyState } from '../../../ui/components/EmptyState'
import { t } from '../../../ui/i18n/t'
import { groupTransactions } from '../groupTransactions'
import { collapseRepeats } from '../collapseRepeats'
import { addressKey, counterpartyOf } from '../counterpartyOf'
import { knownContacts } from '../knownContacts'
import { suspectReason, type SuspectReason } from '../suspectReason'
import { markOnrampPurchases } from '../markOnrampPurchases'
import { useEndpointQuery } from '../../../state/dataService/useEndpointQuery'
import { portfolioApi } from '../../../state/dataService/portfolioApi'
import { TransactionRow } from './TransactionRow'
import { selectCaipNetworkId } from '../../../state/network/selectors'
import { selectFeatures } from '../../../state/options/selectors'
import { localeFormat } from '../../../ui/i18n/localeFormat'

const monthFormat = (tag: string) => new Intl.DateTimeFormat(tag, { month: 'long', year: 'numeric', timeZone: 'UTC' })

/**
 * The Activity tab (docs/views.md#account-tabs, docs/validation.md#history): the account's transactions on the connected chain, spam filtered,
 * newest first, grouped by year and month (runs of identical rows that moved nothing, such as the local stack's deployments, folded into one with a count), with relative times (docs/constants.md#relative-time) and cursor paging through
 * "Load more"; on-ramp purchases read as bought (history `onramp`, docs/calls.md#data-api). A failed fetch reads 'Failed to fetch transactions' and the list is empty (docs/texts.md#history).
 * Entries that look like address poisoning (zero-value or dust, not sent by the account, from
 * no known contact) are hidden by default; a toggle with their count shows them, marked.
 *
 * @example
 * <ActivityTab address="0xf39F…2266" />
 */
export default function ActivityTab({ address }: { address: string }) {
  const dispatch = useAppDispatch()
  const caipNetworkId = useAppSelector(selectCaipNetworkId)
  const arg = caipNetworkId ? { address, caipNetworkId } : undefined
  const q = useEndpointQuery(portfolioApi.endpoints.history, arg, Constants.portfolioCacheMs / 1000)
  // With the on-ramp on, the account's purchases (every provider's) mark their deliveries as bought.
  const onramp = useAppSelector(selectFeatures).onramp
  const purchases = useEndpointQuery(portfolioApi.endpoints.history, arg && onramp ? { ...arg, onramp: 'all' } : undefined, Constants.portfolioCacheMs / 1000)
  const [pageError, setPageError] = useState(false)
  const [showSuspect, setShowSuspect] = useState(false)
  const labels = useAppSelector(selectActiveAccount)?.addressLabels
  const own = useAppSelector(selectActiveAccount)?.allAccounts
  const { groups, suspects, hidden, known } = useMemo(() => {
    const all = caipNetworkId ? markOnrampPurchases(q.data?.data ?? [], purchases.data?.data ?? []).filter((tx) => tx.metadata.chain === caipNetworkId) : []
    const contacts = knownContacts(all, address, labels, (own ?? []).map((a) => a.address))
    const reasons = new Map<string, SuspectReason>()
    for (const tx of all) {
      const reason = suspectReason(tx, address, contacts)
      if (reason) reasons.set(tx.id, reason)
    }
    const shown = showSuspect ? all : all.filter((tx) => !reasons.has(tx.id))
    return { groups: caipNetworkId ? groupTransactions(shown, caipNetworkId, address) : [], suspects: reasons, hidden: reasons.size, known: contacts }
  }, [q.data, purchases.data, caipNetworkId, address, labels, own, showSuspect])
  if (q.isLoading) return <p className="airlock-text-secondary" role="status">{t('portfolio.loading')}</p>
  if (q.isError && !q.data) {
    return <EmptyState icon="alert" title={ErrorText.failedToFetchTransactions} testId="airlock-activity-error" />
  }
  const toggle = hidden ? (
    <button
      type="button"
      className="airlock-button airlock-button-secondary airlock-activity-suspect-toggle"
      aria-pressed={showSuspect}
      onClick={() => setShowSuspect((v) => !v)}
      data-testid="airlock-activity-suspect-toggle"
    >
      {t(showSuspect ? 'portfolio.suspect.hide' : 'portfolio.suspect.show', { count: hidden })}
    </button>
  ) : null
  if (groups.length === 0 && !q.data?.next) {
    return (
      <>
        <EmptyState icon="check" title={t('account.activity.empty')} hint={t('account.activity.emptyHint')} testId="airlock-activity-empty" />
        {toggle}
      </>
    )
  }
  const loadMore = async () => {
    if (!arg || !q.data?.next) return
    setPageError(false)
    const page = await dispatch(portfolioApi.endpoints.history.initiate({ ...arg, cursor: q.data.next }, { subscribe: false }))
    if (page.isError) setPageError(true)
  }
  const now = Date.now()
  return (
    <div data-testid="airlock-activity">
      {toggle}
      {groups.map((g) => (
        <section key={`${g.year}-${g.month}`} aria-label={localeFormat('month', monthFormat).format(Date.UTC(g.year, g.month, 1))}>
          <h3 className="airlock-list-label">{localeFormat('month', monthFormat).format(Date.UTC(g.year, g.month, 1))}</h3>
          <ul className="airlock-token-list">
            {collapseRepeats(g.transactions).map(({ tx, count }) => (
              <TransactionRow key={tx.id} tx={tx} now={now} count={count} suspect={suspects.get(tx.id)} label={known.get(addressKey(counterpartyOf(tx)))} />
            ))}
          </ul>
        </section>
      ))}
      {pageError ? <p role="alert" className="airlock-text-secondary">{ErrorText.failedToFetchTransactions}</p> : null}
      {q.data?.next ? (
        <button type="button" className="airlock-button airlock-button-secondary" onClick={loadMore} disabled={q.status === 'pending'} data-testid="airlock-activity-more">
          {t('portfolio.loadMore')}
        </button>
      ) : null}
    </div>
  )
}

import { useEffect } from 'react'
import { truncateAddress } from '../../../../shared/format/truncateAddress'
import { useAppDispatch, useAppSelector } from '../../../store/hooks'
import { Icon } from '../../../ui/components/Icon'
import { t } from '../../../ui/i18n/t'
import { modalClosed } from '../../../state/modal/modalActions'
import { selectCurrentRoute } from '../../../state/router/selectors'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../../ui/i18n/viewMessages'
import { selectConfiguredNetworks } from '../../../state/options/selectors'
import { useExplorerUrl } from '../../../wallets/useExplorerUrl'
import { useSecondFactorAsk } from '../../../wallets/embedded/screens/secondFactor/useSecondFactorAsk'
import { SecondFactorAskStep } from '../../../wallets/embedded/screens/secondFactor/views/SecondFactorAskStep'

/** A settled send closes the modal by itself after this long (Done closes it sooner). */
export const TRANSACTION_SENT_CLOSE_MS = 5_000

/**
 * TransactionSent: what became of an approved eth_sendTransaction. While the wallet has it, a
 * ring and "Confirm in your wallet" (or the embedded wallet's second-factor code step, when the
 * send is above the visitor's threshold); then "Transaction sent" with the shortened hash and a link
 * to it on the network's explorer (a local chain's on the data service's local explorer), or "Transaction not sent". Done closes the modal; a settled
 * state also closes it after 5 s, so the dapp's page is free again without a click.
 *
 * @example
 * <TransactionSentView />
 */
export default function TransactionSentView() {
  const dispatch = useAppDispatch()
  const route = useAppSelector(selectCurrentRoute)
  const state = String(route.data?.state ?? 'sending')
  const hash = typeof route.data?.hash === 'string' ? route.data.hash : undefined
  const network = useAppSelector(selectConfiguredNetworks).find((n) => n.caipNetworkId === route.data?.caipNetworkId)
  const explorer = useExplorerUrl()(network, 'tx', hash ?? '')
  const settled = state === 'sent' || state === 'failed'

  useEffect(() => {
    if (!settled) return
    const timer = setTimeout(() => dispatch(modalClosed({ reason: 'done' })), TRANSACTION_SENT_CLOSE_MS)
    return () => clearTimeout(timer)
  }, [dispatch, settled])
  // The embedded wallet waits for the visitor's code before signing a send above their threshold.
  const ask = useSecondFactorAsk()
  if (ask && !settled) return <SecondFactorAskStep ask={ask} />

  return (
    <div className="airlock-stack airlock-center" data-testid="airlock-tx-status" data-state={state}>
      <div className="airlock-connecting-icon" data-ring={!settled} aria-hidden="true">
        <span className={`airlock-tx-status-icon airlock-tx-status-${state}`}>
          <Icon name={state === 'failed' ? 'alert' : state === 'sent' ? 'check' : 'wallet'} size={36} />
        </span>
      </div>
      <div role="status" aria-live="polite">
        <p className="airlock-help-title" data-testid="airlock-tx-status-title">
          {t(state === 'sent' ? 'txStatus.sent' : state === 'failed' ? 'txStatus.failed' : 'txStatus.sending')}
        </p>
        <p className="airlock-text-secondary">
          {state === 'sent' ? t('txStatus.sentHint', { network: network?.name ?? '' }) : state === 'failed' ? t('txStatus.failedHint') : t('txStatus.sendingHint')}
        </p>
      </div>
      {hash ? (
        <p className="airlock-text-secondary" data-testid="airlock-tx-hash" title={hash}>
          {t('txStatus.hash')} {truncateAddress(hash)}
        </p>
      ) : null}
      {hash && explorer ? (
        <a className="airlock-button airlock-button-secondary" href={explorer} target="_blank" rel="noopener noreferrer" data-testid="airlock-tx-explorer">
          <Icon name="explorer" size={18} />
          {t('txStatus.explorer')}
        </a>
      ) : null}
      {settled ? (
        <button type="button" className="airlock-button airlock-button-primary" data-testid="airlock-tx-done" onClick={() => dispatch(modalClosed({ reason: 'done' }))}>
          {t('txStatus.done')}
        </button>
      ) : null}
    </div>
  )
}

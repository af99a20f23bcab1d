import { useAppSelector } from '../../../store/hooks'
import { t } from '../../../ui/i18n/t'
import { selectCurrentRoute } from '../../../state/router/selectors'

/**
 * CallsStatus (EIP-5792 `wallet_showCallsStatus`): one batch, by id: pending, confirmed (with the
 * transaction that carried it), reverted as a whole (nothing of it took effect: the batch is
 * atomic), or unknown to the wallet. Followed live by the calls feature.
 *
 * @example
 * <CallsStatusView />
 */
export default function CallsStatusView() {
  const route = useAppSelector(selectCurrentRoute)
  const status = Number(route.data?.status ?? 100)
  const id = String(route.data?.id ?? '')
  const txHash = typeof route.data?.txHash === 'string' ? route.data.txHash : undefined
  const key = status === 200 ? 'calls.status.confirmed' : status === 500 ? 'calls.status.reverted' : status === 100 ? 'calls.status.pending' : 'calls.status.unknown'
  return (
    <div className="airlock-stack" data-testid="airlock-calls-status" data-status={status}>
      <p className="airlock-help-title airlock-center" data-testid="airlock-calls-status-text" aria-live="polite">
        {t(key)}
      </p>
      <p className="airlock-text-secondary">
        {t('calls.id')} <span className="airlock-approve-hex">{id}</span>
      </p>
      {txHash ? (
        <p className="airlock-text-secondary">
          {t('calls.transaction')} <span className="airlock-approve-hex" data-testid="airlock-calls-status-tx">{txHash}</span>
        </p>
      ) : null}
    </div>
  )
}

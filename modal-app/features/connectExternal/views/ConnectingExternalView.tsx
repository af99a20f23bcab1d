import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { WalletImage } from '../../../ui/components/WalletImage'
import { t } from '../../../ui/i18n/t'
import { selectCurrentRoute } from '../../router/selectors'
import { connectRetried } from '../../connect/connectActions'

/**
 * ConnectingExternal: the chosen host-page wallet's icon while the wallet asks the visitor,
 * then, if it did not work, why (a clear line for a 4001 refusal) and "Try again".
 *
 * @example
 * <ConnectingExternalView />
 */
export default function ConnectingExternalView() {
  const dispatch = useAppDispatch()
  const route = useAppSelector(selectCurrentRoute)
  const id = String(route.data?.id ?? '')
  const connector = useAppSelector((s) => s.connectors.list.find((c) => c.id === id))
  const state = String(route.data?.state ?? 'waiting')
  const name = connector?.name ?? id
  const waiting = state === 'waiting'
  return (
    <div className="airlock-stack airlock-center" data-testid="airlock-connecting-external" data-state={state}>
      <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
        <WalletImage name={name} src={connector?.imageUrl} size={80} />
        {waiting ? <span className="airlock-spinner" /> : null}
      </div>
      <div role="status" aria-live="polite">
        {waiting ? (
          <>
            <p className="airlock-help-title" data-testid="airlock-connecting-title">{t('connectExternal.waiting', { name })}</p>
            <p className="airlock-text-secondary">{t('connectExternal.waitingHint')}</p>
          </>
        ) : (
          <>
            <p className="airlock-help-title" data-testid="airlock-connecting-title">{state === 'rejected' ? t('connectExternal.rejected') : t('connectExternal.failed')}</p>
            <p className="airlock-text-secondary" data-testid="airlock-connecting-error">
              {state === 'rejected' ? t('connectExternal.rejectedHint', { name }) : String(route.data?.message ?? '')}
            </p>
          </>
        )}
      </div>
      {!waiting ? (
        <button type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-connecting-retry" onClick={() => dispatch(connectRetried({}))}>
          {t('connectExternal.retry')}
        </button>
      ) : null}
    </div>
  )
}

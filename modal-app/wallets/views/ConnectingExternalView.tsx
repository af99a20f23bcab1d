import { useAppDispatch, useAppSelector } from '../../store/hooks'
import { Icon } from '../../ui/components/Icon'
import { WalletImage } from '../../ui/components/WalletImage'
import { t } from '../../ui/i18n/t'
import { goBack } from '../../state/router/goBack'
import { selectCurrentRoute } from '../../state/router/selectors'
import { connectRetried } from '../../state/connection/connectActions'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../ui/i18n/viewMessages'
import { selectConnectors } from '../../state/connectors/selectors'

/**
 * ConnectingExternal: the chosen host-page wallet's icon in a turning ring and Cancel while the
 * wallet asks the visitor; then, if it did not work, an error badge, a friendly line (declined,
 * or failed: never the wallet's raw error text) and "Try again".
 *
 * @example
 * <ConnectingExternalView />
 */
export default function ConnectingExternalView() {
  const dispatch = useAppDispatch()
  const route = useAppSelector(selectCurrentRoute)
  const id = String(route.data?.id ?? '')
  const connector = useAppSelector(selectConnectors).find((c) => c.id === id)
  const state = String(route.data?.state ?? 'waiting')
  const name = connector?.name ?? id
  const waiting = state === 'waiting'
  return (
    <div className="airlock-stack airlock-center" data-testid="airlock-connecting-external" data-state={state}>
      {/* A ring turns around the icon while the wallet asks; a failure puts an error badge on it. */}
      <div className="airlock-connecting-icon" data-ring={waiting} aria-hidden="true">
        <WalletImage name={name} src={connector?.imageUrl} size={80} />
        {!waiting ? (
          <span className="airlock-connecting-badge" data-testid="airlock-connecting-badge">
            <Icon name="alert" size={14} />
          </span>
        ) : null}
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
              {/* Never the wallet's raw text ("Internal JSON-RPC error."): a line a person can act on. */}
              {state === 'rejected' ? t('connectExternal.rejectedHint', { name }) : t('connectExternal.failedHint', { name })}
            </p>
          </>
        )}
      </div>
      {waiting ? (
        <button type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-connecting-cancel" onClick={() => dispatch(goBack())}>
          {t('connectExternal.cancel')}
        </button>
      ) : (
        <button type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-connecting-retry" onClick={() => dispatch(connectRetried({}))}>
          {t('connectExternal.retry')}
        </button>
      )}
    </div>
  )
}

import { useAppDispatch, useAppSelector } from '../../../app/hooks'
import { WalletImage } from '../../../ui/components/WalletImage'
import { selectCurrentRoute } from '../../router/selectors'
import { connectExternalRetried } from '../connectExternalActions'
import { connectExternalText as text, fill } from '../messages'

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
            <p className="airlock-help-title" data-testid="airlock-connecting-title">{fill(text.waiting, { name })}</p>
            <p className="airlock-text-secondary">{text.waitingHint}</p>
          </>
        ) : (
          <>
            <p className="airlock-help-title" data-testid="airlock-connecting-title">{state === 'rejected' ? text.rejected : text.failed}</p>
            <p className="airlock-text-secondary" data-testid="airlock-connecting-error">
              {state === 'rejected' ? fill(text.rejectedHint, { name }) : String(route.data?.message ?? '')}
            </p>
          </>
        )}
      </div>
      {!waiting ? (
        <button type="button" className="airlock-button airlock-button-secondary" data-testid="airlock-connecting-retry" onClick={() => dispatch(connectExternalRetried({ id }))}>
          {text.retry}
        </button>
      ) : null}
    </div>
  )
}

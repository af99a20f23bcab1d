import { useEffect, useRef } from 'react'
import { useAppDispatch, useAppSelector } from '../../../../store/hooks'
import { Mark } from '../../../../ui/components/marks/Mark'
import { SOCIAL_MARKS } from '../../../../ui/components/marks/socialMarks'
import { t } from '../../../../ui/i18n/t'
import '../../../../ui/i18n/viewMessages'
import { connectRetried } from '../../../../state/connection/connectActions'
import { selectCurrentRoute } from '../../../../state/router/selectors'
import { useRecoveryStep } from '../useRecoveryStep'
import { RecoveryCodeStep } from './RecoveryCodeStep'

/**
 * ConnectingPasskey: while the browser's passkey dialog is open, what the visitor is asked
 * (use a passkey of this site, or create one); then, when it did not work, why (cancelled, the
 * device can't verify them, not accepted, unknown passkey; the error's catalog text), with Try
 * again and "Create a passkey" (a new one, for a visitor who has none), each inside its own
 * click so the browser's dialog may open. Once signed in, the recovery step (a new wallet's code,
 * or the code where the passkey has no sealed copy) shows in its place. Route data: `mode`
 * ('signIn' | 'signUp', the connector's claim), `state`, `message` (the connection feature's).
 *
 * @example
 * <ConnectingPasskeyView />
 */
export default function ConnectingPasskeyView() {
  const recovery = useRecoveryStep()
  if (recovery) return <RecoveryCodeStep step={recovery} />
  return <ConnectingPasskeyBody />
}

function ConnectingPasskeyBody() {
  const dispatch = useAppDispatch()
  const route = useAppSelector(selectCurrentRoute)
  const signUp = route.data?.mode === 'signUp'
  const state = String(route.data?.state ?? 'waiting')
  const waiting = state === 'waiting'
  const retry = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    // The visitor's next step is Try again: a keyboard user lands on it.
    if (!waiting) retry.current?.focus()
  }, [waiting, state])

  const title = waiting ? t(signUp ? 'passkey.creating' : 'passkey.waiting') : state === 'rejected' ? t('passkey.rejected') : t('passkey.failed')
  const hint = waiting ? t(signUp ? 'passkey.creatingHint' : 'passkey.waitingHint') : String(route.data?.message ?? '')
  return (
    <div className="airlock-stack airlock-center" data-testid="airlock-connecting-passkey" data-state={state} data-mode={signUp ? 'signUp' : 'signIn'}>
      <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
        <Mark id="passkey" drawing={SOCIAL_MARKS.passkey} size={80} />
        {waiting ? <span className="airlock-spinner" /> : null}
      </div>
      <div role="status" aria-live="polite">
        <p className="airlock-help-title" data-testid="airlock-connecting-title">{title}</p>
        <p className="airlock-text-secondary" data-testid="airlock-connecting-error">{hint}</p>
      </div>
      {!waiting ? (
        <div className="airlock-stack">
          <button ref={retry} type="button" className="airlock-button airlock-button-primary" data-testid="airlock-passkey-try-again" onClick={() => dispatch(connectRetried({}))}>
            {t('embeddedSocial.retry')}
          </button>
          {signUp ? null : (
            <button
              type="button"
              className="airlock-button airlock-button-secondary"
              data-testid="airlock-passkey-create"
              onClick={() => dispatch(connectRetried({ pick: { id: 'passkey:new', group: 'social' } }))}
            >
              {t('passkey.create')}
            </button>
          )}
        </div>
      ) : null}
    </div>
  )
}

import { useEffect, useRef } from 'react'
import type { SocialProvider } from '../../../../../shared/options'
import { useAppDispatch, useAppSelector } from '../../../../store/hooks'
import { POPUP_BLOCKED_REASON } from '../../social/popupBlockedReason'
import { WalletImage } from '../../../../ui/components/WalletImage'
import { Mark } from '../../../../ui/components/marks/Mark'
import { SOCIAL_MARKS } from '../../../../ui/components/marks/socialMarks'
import { t } from '../../../../ui/i18n/t'
import { connectRetried } from '../../../../state/connection/connectActions'
import { selectCurrentRoute } from '../../../../state/router/selectors'
import { useRecoveryStep } from '../useRecoveryStep'
import { RecoveryCodeStep } from './RecoveryCodeStep'

const PROVIDERS: readonly string[] = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] satisfies readonly SocialProvider[]

/**
 * ConnectingSocial: the chosen provider's icon and name while the visitor signs in in the
 * popup the modal opened ('Continue in the popup'), then, when it did not work, why: the popup
 * was blocked, closed before the end (4001), or the sign-in failed (the error's text). Try
 * again connects once more from this view's route data (`connect/retried`), inside its own
 * click, so the new popup opens on that click. Route data: `provider` (the connector's claim),
 * `state`, `message` and `reason` (the connection feature's).
 *
 * @example
 * <ConnectingSocialView />
 */
export default function ConnectingSocialView() {
  // The recovery step of the sign-in this view started, shown in its place (RecoveryCodeStep).
  const recovery = useRecoveryStep()
  if (recovery) return <RecoveryCodeStep step={recovery} />
  return <ConnectingSocialViewBody />
}

function ConnectingSocialViewBody() {
  const dispatch = useAppDispatch()
  const route = useAppSelector(selectCurrentRoute)
  const raw = String(route.data?.provider ?? '')
  const provider = PROVIDERS.includes(raw) ? t(`social.${raw as SocialProvider}`) : raw
  const state = String(route.data?.state ?? 'waiting')
  const shown = state === 'failed' && route.data?.reason === POPUP_BLOCKED_REASON ? 'blocked' : state
  const waiting = shown === 'waiting'
  const retry = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    // The visitor's next step is Try again: a keyboard user lands on it.
    if (!waiting) retry.current?.focus()
  }, [waiting, shown])

  const title = { waiting: t('embeddedSocial.waiting'), blocked: t('embeddedSocial.blocked'), rejected: t('embeddedSocial.rejected') }[shown] ?? t('embeddedSocial.failed')
  const hint =
    { waiting: t('embeddedSocial.waitingHint', { provider }), blocked: t('embeddedSocial.blockedHint', { provider }), rejected: t('embeddedSocial.rejectedHint', { provider }) }[shown] ??
    String(route.data?.message ?? '')
  return (
    <div className="airlock-stack airlock-center" data-testid="airlock-connecting-social" data-state={shown} data-provider={raw}>
      <div aria-hidden="true" style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 }}>
        {PROVIDERS.includes(raw) ? <Mark id={raw} drawing={SOCIAL_MARKS[raw as SocialProvider]} size={80} /> : <WalletImage name={provider} size={80} round />}
        <span className="airlock-help-title">{provider}</span>
        {waiting ? <span className="airlock-spinner" /> : null}
      </div>
      <div role="status" aria-live="polite">
        <p className="airlock-help-title" data-testid="airlock-connecting-title">{title}</p>
        <p className="airlock-text-secondary" data-testid="airlock-connecting-error">{hint}</p>
      </div>
      {!waiting ? (
        <button ref={retry} type="button" className="airlock-button airlock-button-primary" data-testid="airlock-social-try-again" onClick={() => dispatch(connectRetried({}))}>
          {t('embeddedSocial.retry')}
        </button>
      ) : null}
    </div>
  )
}

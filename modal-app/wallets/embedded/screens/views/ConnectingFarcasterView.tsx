import { useAppDispatch, useAppSelector } from '../../../../store/hooks'
import { EmptyState } from '../../../../ui/components/EmptyState'
import { t } from '../../../../ui/i18n/t'
import { connectRetried } from '../../../../state/connection/connectActions'
import { selectCurrentRoute } from '../../../../state/router/selectors'
import { useRecoveryStep } from '../useRecoveryStep'
import { RecoveryCodeStep } from './RecoveryCodeStep'
import { FarcasterChannelPanel } from './internal/FarcasterChannelPanel'

/**
 * ConnectingFarcaster (docs/views.md#views): the Farcaster channel's URL as a QR code to scan with the phone's
 * camera, Copy link (the button carries the URL in `data-url`), and on a phone an "Open
 * Farcaster" button that opens the link from the modal itself in the click. A spinner until the
 * connector reported the channel (the view's route data `url`); when the sign-in
 * failed or expired, why, and Try again. Going back from here waits the 100 ms (docs/constants.md#timing) (`goBack`).
 *
 * @example
 * <ConnectingFarcasterView />
 */
export default function ConnectingFarcasterView() {
  // The recovery step of the sign-in this view started, shown in its place (RecoveryCodeStep).
  const recovery = useRecoveryStep()
  if (recovery) return <RecoveryCodeStep step={recovery} />
  return <ConnectingFarcasterViewBody />
}

function ConnectingFarcasterViewBody() {
  const dispatch = useAppDispatch()
  const route = useAppSelector(selectCurrentRoute)
  const url = typeof route.data?.url === 'string' ? route.data.url : undefined
  const state = String(route.data?.state ?? 'waiting')

  if (state !== 'waiting') {
    return (
      <div className="airlock-stack" data-testid="airlock-connecting-farcaster" data-state={state}>
        <EmptyState icon="alert" title={t('embeddedFarcaster.failed')} hint={String(route.data?.message ?? '')} />
        <button type="button" className="airlock-button airlock-button-primary" onClick={() => dispatch(connectRetried({}))} data-testid="airlock-farcaster-retry">
          {t('embeddedFarcaster.retry')}
        </button>
      </div>
    )
  }
  return (
    <div className="airlock-stack" data-testid="airlock-connecting-farcaster" data-state={state}>
      <FarcasterChannelPanel url={url} testId="airlock-farcaster" />
    </div>
  )
}

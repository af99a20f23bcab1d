import { useMemo } from 'react'
import { isSafeExternalUrl } from '../../../../../shared/url'
import { useAppDispatch, useAppSelector } from '../../../../store/hooks'
import { EmptyState } from '../../../../ui/components/EmptyState'
import { Icon } from '../../../../ui/components/Icon'
import { isMobileVisitor } from '../../../../ui/device/isMobileVisitor'
import { t } from '../../../../ui/i18n/t'
import { connectRetried } from '../../../../state/connection/connectActions'
import { selectCurrentRoute } from '../../../../state/router/selectors'
import { QrCode } from '../../../../ui/components/QrCode'
import { copyToClipboard } from '../../../../state/notifications/copyToClipboard'
import { useRecoveryStep } from '../useRecoveryStep'
import { RecoveryCodeStep } from './RecoveryCodeStep'

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
  const mobile = useMemo(() => isMobileVisitor(), [])
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
  const link = url && isSafeExternalUrl(url) ? url : undefined
  const copy = () => {
    if (!link) return
    void dispatch(copyToClipboard(link, { copied: t('embeddedFarcaster.copied'), failed: t('embeddedFarcaster.copyFailed') }))
  }
  return (
    <div className="airlock-stack" data-testid="airlock-connecting-farcaster" data-state={state}>
      {mobile && link ? (
        <button
          type="button"
          className="airlock-button airlock-button-primary"
          // In the click, from the modal: the channel URL never passes through the host page.
          onClick={() => window.open(link, '_blank', 'noopener,noreferrer')}
          data-testid="airlock-farcaster-open"
        >
          {t('embeddedFarcaster.open')}
        </button>
      ) : null}
      {link ? (
        <QrCode uri={link} walletName={t('social.farcaster')} testId="airlock-farcaster-qr" label={t('embeddedFarcaster.qrLabel')} />
      ) : (
        <div className="airlock-center" style={{ height: 280 }} role="status" data-testid="airlock-farcaster-preparing">
          <span className="airlock-spinner" aria-hidden="true" />
          <span className="airlock-visually-hidden">{t('embeddedFarcaster.preparing')}</span>
        </div>
      )}
      <p className="airlock-hint airlock-center">{t('embeddedFarcaster.scan')}</p>
      <button type="button" className="airlock-button airlock-button-secondary" onClick={copy} disabled={!link} data-testid="airlock-farcaster-url" data-url={link ?? ''}>
        <Icon name="copy" size={18} />
        {t('embeddedFarcaster.copy')}
      </button>
    </div>
  )
}

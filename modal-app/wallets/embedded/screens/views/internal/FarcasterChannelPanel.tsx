import { useMemo } from 'react'
import { isSafeExternalUrl } from '../../../../../../shared/url'
import { useAppDispatch } from '../../../../../store/hooks'
import { copyToClipboard } from '../../../../../state/notifications/copyToClipboard'
import { Icon } from '../../../../../ui/components/Icon'
import { QrCode } from '../../../../../ui/components/QrCode'
import { isMobileVisitor } from '../../../../../ui/device/isMobileVisitor'
import { t } from '../../../../../ui/i18n/t'

/**
 * A Farcaster channel as the visitor approves it: on a phone "Open Farcaster" (opened from the
 * modal in the click, so the URL never passes through the host page), the channel URL as a QR
 * code (a spinner until the channel is there), the hint, and Copy link (the button carries the
 * URL in `data-url`). Used by the Farcaster sign-in and by the Farcaster link of Sign-in methods;
 * `testId` prefixes the parts' test ids (`<testId>-qr`, `-url`, `-open`, `-preparing`).
 *
 * @example
 * <FarcasterChannelPanel url={channel?.url} testId="airlock-farcaster" />
 */
export function FarcasterChannelPanel({ url, testId }: { url: string | undefined; testId: string }) {
  const dispatch = useAppDispatch()
  const mobile = useMemo(() => isMobileVisitor(), [])
  const link = url && isSafeExternalUrl(url) ? url : undefined
  const copy = () => {
    if (link) void dispatch(copyToClipboard(link, { copied: t('embeddedFarcaster.copied'), failed: t('embeddedFarcaster.copyFailed') }))
  }
  return (
    <>
      {mobile && link ? (
        <button type="button" className="airlock-button airlock-button-primary" onClick={() => window.open(link, '_blank', 'noopener,noreferrer')} data-testid={`${testId}-open`}>
          {t('embeddedFarcaster.open')}
        </button>
      ) : null}
      {link ? (
        <QrCode uri={link} walletName={t('social.farcaster')} testId={`${testId}-qr`} label={t('embeddedFarcaster.qrLabel')} />
      ) : (
        <div className="airlock-center" style={{ height: 280 }} role="status" data-testid={`${testId}-preparing`}>
          <span className="airlock-spinner" aria-hidden="true" />
          <span className="airlock-visually-hidden">{t('embeddedFarcaster.preparing')}</span>
        </div>
      )}
      <p className="airlock-hint airlock-center">{t('embeddedFarcaster.scan')}</p>
      <button type="button" className="airlock-button airlock-button-secondary" onClick={copy} disabled={!link} data-testid={`${testId}-url`} data-url={link ?? ''}>
        <Icon name="copy" size={18} />
        {t('embeddedFarcaster.copy')}
      </button>
    </>
  )
}

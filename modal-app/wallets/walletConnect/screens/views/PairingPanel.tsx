import { useAppDispatch } from '../../../../store/hooks'
import { EmptyState } from '../../../../ui/components/EmptyState'
import { Icon } from '../../../../ui/components/Icon'
import { storageAvailable } from '../../../../lib/storageAvailable'
import { t } from '../../../../ui/i18n/t'
import { connectRetried } from '../../../../state/connection/connectActions'
import { QrCode } from '../../../../ui/components/QrCode'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../../../ui/i18n/viewMessages'
import { copyToClipboard } from '../../../../state/notifications/copyToClipboard'

/**
 * What both WalletConnect connecting views share: the QR code (or a spinner while the URI is
 * made), the copy-link button carrying the URI in `data-uri`, and the declined state with Try
 * again.
 *
 * @example
 * <PairingPanel uri={uri} failed={false} walletName="WalletConnect" hint={t('walletConnect.scan')} />
 */
export function PairingPanel({ uri, failed, walletName, imageUrl, hint }: { uri?: string; failed: boolean; walletName: string; imageUrl?: string; hint: string }) {
  const dispatch = useAppDispatch()
  if (failed) {
    return (
      <div className="airlock-stack" data-testid="airlock-wc-error">
        <EmptyState icon="alert" title={t('walletConnect.declined')} hint={t('walletConnect.declinedHint')} />
        <button type="button" className="airlock-button airlock-button-primary" onClick={() => dispatch(connectRetried({}))} data-testid="airlock-wc-retry">
          {t('walletConnect.retry')}
        </button>
      </div>
    )
  }
  const copy = () => {
    if (!uri) return
    void dispatch(copyToClipboard(uri, { copied: t('walletConnect.copied'), failed: t('walletConnect.copyFailed') }))
  }
  return (
    <div className="airlock-stack">
      {uri ? (
        <QrCode uri={uri} walletName={walletName} imageUrl={imageUrl} />
      ) : (
        <div className="airlock-center" style={{ height: 280 }} role="status" data-testid="airlock-wc-preparing">
          <span className="airlock-spinner" aria-hidden="true" />
          <span className="airlock-visually-hidden">{t('walletConnect.preparing')}</span>
        </div>
      )}
      <p className="airlock-hint airlock-center">{hint}</p>
      {storageAvailable() ? null : (
        <p className="airlock-hint airlock-center" role="note" data-testid="airlock-wc-memory-only">
          {t('walletConnect.memoryOnly')}
        </p>
      )}
      <button type="button" className="airlock-button airlock-button-secondary" onClick={copy} disabled={!uri} data-testid="airlock-wc-copy" data-uri={uri ?? ''}>
        <Icon name="copy" size={18} />
        {t('walletConnect.copy')}
      </button>
    </div>
  )
}

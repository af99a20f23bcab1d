import { useMemo } from 'react'
import { useAppDispatch, useAppSelector } from '../../../../store/hooks'
import { t } from '../../../../ui/i18n/t'
import { walletImageUrl } from '../../../../clients/walletRegistry/walletImageUrl'
import { buildWalletLink } from '../buildWalletLink'
import { isMobileVisitor } from '../../../../ui/device/isMobileVisitor'
import { openWalletLink } from '../openWalletLink'
import { wcLinkOpened } from '../walletConnectActions'
import { PairingPanel } from './PairingPanel'
import { useWalletConnectPairing } from './useWalletConnectPairing'
import { useAppLinkFallback } from './useAppLinkFallback'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../../../../ui/i18n/viewMessages'
import { selectProjectId, selectServices } from '../../../../state/options/selectors'

const text = (v: unknown) => (typeof v === 'string' && v ? v : undefined)

/**
 * ConnectingWalletConnect: a catalog wallet with no installed connector. On a phone, an "Open
 * {wallet}" button opens the wallet's deep link or universal link with the pairing URI from the
 * modal itself, in the click (the host page never sees the URI); a wallet whose link is not one
 * a wallet may use gets a notice instead. When an app link leaves the page in front (the app is
 * not installed: engines ignore the link silently), the view says so and points to the copy link
 * and the QR code (`useAppLinkFallback`). Everywhere, the QR code with the wallet's icon in the
 * middle, copy link, and Try again when the wallet declined. A fresh URI replaces the old one
 * before it expires.
 *
 * @example
 * <ConnectingWalletConnectView />
 */
export default function ConnectingWalletConnectView() {
  const dispatch = useAppDispatch()
  const { uri, failed, data } = useWalletConnectPairing()
  const { registryUrl } = useAppSelector(selectServices)
  const projectId = useAppSelector(selectProjectId)
  const name = text(data.name) ?? t('connect.wallets.walletConnect')
  const imageId = text(data.imageId)
  const imageUrl = text(data.imageUrl) ?? (imageId ? walletImageUrl(registryUrl, imageId, { projectId }) : undefined)
  const mobile = useMemo(() => isMobileVisitor(), [])
  const links = { mobile_link: text(data.mobile_link), webapp_link: text(data.webapp_link), desktop_link: text(data.desktop_link) }
  const link = uri ? buildWalletLink(links, uri, mobile) : undefined
  const home = link ? link.href.slice(0, link.href.indexOf('wc?uri=')) : ''
  const fallback = useAppLinkFallback()

  return (
    <div className="airlock-stack" data-testid="airlock-wc-connecting" data-wallet={text(data.walletId) ?? ''}>
      {mobile && link && !failed ? (
        <button
          type="button"
          className="airlock-button airlock-button-primary"
          onClick={() => {
            const taken = openWalletLink(link)
            if (taken) dispatch(wcLinkOpened({ name, home }))
            if (link.kind === 'native') fallback.pressed(taken)
          }}
          data-testid="airlock-wc-open"
          data-href={link.href}
        >
          {t('walletConnect.open', { wallet: name })}
        </button>
      ) : null}
      {mobile && link && !failed && fallback.shown ? (
        <p className="airlock-hint" role="status" data-testid="airlock-wc-open-fallback">
          {t('walletConnect.openFallback', { wallet: name })}
        </p>
      ) : null}
      {mobile && uri && !link && links.mobile_link ? (
        <p className="airlock-hint" role="status" data-testid="airlock-wc-link-refused">
          {t('walletConnect.linkRefused', { wallet: name })}
        </p>
      ) : null}
      <PairingPanel uri={uri} failed={failed} walletName={name} imageUrl={imageUrl} hint={t('walletConnect.scanWith', { wallet: name })} />
    </div>
  )
}

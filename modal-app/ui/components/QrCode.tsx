import { useMemo } from 'react'
import { Icon } from './Icon'
import { WalletImage } from './WalletImage'
import { t } from '../i18n/t'
import { qrModules, qrPath } from './internal/qrModules'
// Registers the texts of lazily loaded views (ui/locales/en.views.json) that this module shows.
import '../i18n/viewMessages'

const SIZE = 280

/**
 * The pairing URI as an SVG QR code (dark modules on white, whatever the theme, so every phone
 * camera reads it) with the wallet's icon (the WalletConnect mark before a wallet is picked), or
 * its initials, in a clear square in the middle. Other
 * QR views (Farcaster's channel) pass their own test id and accessible label.
 *
 * @example
 * <QrCode uri={wcUri} walletName="Rainbow" imageUrl={icon} />
 */
export function QrCode({ uri, walletName, imageUrl, testId = 'airlock-wc-qr', label = t('walletConnect.qrLabel') }: { uri: string; walletName: string; imageUrl?: string; testId?: string; label?: string }) {
  const matrix = useMemo(() => qrModules(uri), [uri])
  const hole = Math.round(matrix.size * 0.22) | 1
  const path = useMemo(() => qrPath(matrix, hole), [matrix, hole])
  const quiet = 2
  const box = matrix.size + quiet * 2
  const logo = Math.round((SIZE * (hole - 2)) / box)
  return (
    <div className="airlock-qr" style={{ position: 'relative', width: SIZE, height: SIZE, margin: '0 auto', background: '#fff', borderRadius: 16 }} data-testid={testId} data-uri={uri}>
      <svg role="img" aria-label={label} width={SIZE} height={SIZE} viewBox={`${-quiet} ${-quiet} ${box} ${box}`} shapeRendering="crispEdges">
        <path d={path} fill="#000" />
      </svg>
      <span style={{ position: 'absolute', left: (SIZE - logo) / 2, top: (SIZE - logo) / 2, width: logo, height: logo, display: 'grid', placeItems: 'center' }}>
        {!imageUrl && walletName === t('connect.wallets.walletConnect') ? (
          // No wallet picked yet: the WalletConnect mark, not initials.
          <span className="airlock-logo airlock-logo-walletconnect" style={{ width: logo, height: logo }} aria-hidden="true" data-testid="airlock-qr-mark">
            <Icon name="walletConnect" size={Math.round(logo * 0.7)} />
          </span>
        ) : (
          <WalletImage name={walletName} src={imageUrl} size={logo} />
        )}
      </span>
    </div>
  )
}

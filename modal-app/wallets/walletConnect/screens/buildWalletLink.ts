import { isSafeExternalUrl, walletSchemeOf } from '../../../../shared/url'

/** The links of a catalog or custom wallet that can open it with a pairing URI. */
export interface WalletLinks {
  mobile_link?: string | null
  webapp_link?: string | null
  desktop_link?: string | null
}

/** A link the modal opens itself (`openWalletLink`), and whether it is an app deep link or a web page. */
export interface WalletLink {
  href: string
  kind: 'native' | 'universal' | 'web'
}

/**
 * The link that opens `wallet` with the pairing `uri`. A native scheme (`trust://`) becomes
 * `trust://wc?uri=…`; an https universal link or web app becomes `https://…/wc?uri=…`. On mobile
 * the mobile link wins, then the web app; on desktop the web app, then the desktop link. A custom
 * scheme is accepted only as the scheme of that wallet's own link and only when a wallet may
 * register it (`walletSchemeOf`): `smb://`, `intent://`, `ms-msdt:`… give `undefined`.
 *
 * @example
 * buildWalletLink({ mobile_link: 'trust://' }, 'wc:abc@2?x=1', true) // { href: 'trust://wc?uri=wc%3Aabc%402%3Fx%3D1', kind: 'native' }
 */
export function buildWalletLink(wallet: WalletLinks, uri: string, mobile: boolean): WalletLink | undefined {
  const candidates = mobile ? [wallet.mobile_link, wallet.webapp_link] : [wallet.webapp_link, wallet.desktop_link]
  for (const base of candidates) {
    if (!base) continue
    const link = withUri(base, uri)
    if (link) return link
  }
  return undefined
}

function withUri(base: string, uri: string): WalletLink | undefined {
  const trimmed = base.trim()
  const isHttp = /^https?:\/\//i.test(trimmed)
  // A bare scheme ("trust:" or "trust") is completed to "trust://".
  const root = isHttp || trimmed.includes('://') ? trimmed : `${trimmed.replace(/:+$/, '').replace(/\/+$/, '')}://`
  const sep = root.endsWith('/') ? '' : '/'
  const href = `${root}${sep}wc?uri=${encodeURIComponent(uri)}`
  if (!isSafeExternalUrl(href, isHttp ? undefined : walletSchemeOf(root))) return undefined
  return { href, kind: isHttp ? (/^https:/i.test(trimmed) ? 'universal' : 'web') : 'native' }
}

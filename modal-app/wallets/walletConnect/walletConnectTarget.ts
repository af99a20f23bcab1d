import type { CustomWallet } from '../../../shared/options'
import type { WalletPick } from '../../state/connection/connectActions'
import type { RecentWallet } from '../../state/connection/connectionSlice'
import type { ConnectorInfo } from '../../state/connectors/connectorsSlice'
import type { WalletListing } from './screens/catalog/walletCatalogSlice'

/** Where a wallet pick leads when WalletConnect serves it. */
export type WalletConnectTarget =
  | { view: 'ConnectingWalletConnectBasic' }
  | {
      view: 'ConnectingWalletConnect'
      wallet: { id: string; name: string; imageId?: string; imageUrl?: string; mobile_link?: string; webapp_link?: string; desktop_link?: string }
    }

export interface TargetInput {
  pick: WalletPick
  connectors: readonly ConnectorInfo[]
  catalog: { featured: readonly WalletListing[]; recommended: readonly WalletListing[]; wallets: readonly WalletListing[]; search: readonly WalletListing[] }
  custom: readonly CustomWallet[]
  /** The recent wallets, newest first. */
  recent?: readonly RecentWallet[]
}

const CATALOG_GROUPS = new Set<string>(['featured', 'recommended', 'catalog', 'custom', 'recent'])

/**
 * Decides whether a wallet pick in Connect or All wallets is WalletConnect's: the WalletConnect
 * row opens the basic QR view; a catalog, featured, recommended, custom or recent wallet with no
 * installed connector in the host page (matched by rdns or id) opens ConnectingWalletConnect
 * with its name, image and links. Injected and announced picks, and wallets that are installed,
 * belong to the injected connector: `undefined`.
 *
 * @example
 * walletConnectTarget({ pick: { id: 'walletConnect', group: 'walletConnect' }, connectors: [], catalog, custom: [] })
 * // { view: 'ConnectingWalletConnectBasic' }
 */
export function walletConnectTarget({ pick, connectors, catalog, custom, recent }: TargetInput): WalletConnectTarget | undefined {
  if (pick.group === 'walletConnect') return { view: 'ConnectingWalletConnectBasic' }
  if (!CATALOG_GROUPS.has(pick.group)) return undefined
  const listing = [...catalog.featured, ...catalog.recommended, ...catalog.wallets, ...catalog.search].find((w) => w.id === pick.id)
  const customWallet = custom.find((w) => w.id === pick.id)
  const fromRecent = recent?.find((w) => w.id === pick.id)
  const found = listing ?? customWallet ?? fromRecent
  if (!found) return undefined
  const rdns = (found.rdns ?? undefined)?.toLowerCase()
  const installed = connectors.some(
    (c) => (c.type === 'INJECTED' || c.type === 'ANNOUNCED') && ((!!rdns && c.info?.rdns?.toLowerCase() === rdns) || c.id === found.id || c.explorerId === found.id),
  )
  if (installed || (fromRecent && !listing && !customWallet && fromRecent.installed)) return undefined
  const links = (listing ?? customWallet ?? {}) as Partial<WalletListing & CustomWallet>
  const wallet: Extract<WalletConnectTarget, { view: 'ConnectingWalletConnect' }>['wallet'] = { id: found.id, name: found.name }
  if (listing?.image_id) wallet.imageId = listing.image_id
  const imageUrl = customWallet?.image_url ?? fromRecent?.imageUrl
  if (imageUrl) wallet.imageUrl = imageUrl
  if (links.mobile_link) wallet.mobile_link = links.mobile_link
  if (links.webapp_link) wallet.webapp_link = links.webapp_link
  if (links.desktop_link) wallet.desktop_link = links.desktop_link
  return { view: 'ConnectingWalletConnect', wallet }
}

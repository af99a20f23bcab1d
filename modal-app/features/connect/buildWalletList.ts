import { Constants } from '../../../shared/constants'
import type { ConnectorType, CustomWallet } from '../../../shared/options'
import type { RecentWallet } from '../../state/connection/connectionSlice'
import type { ConnectorInfo } from '../../state/connectors/connectorsSlice'
import type { WalletListing } from '../../wallets/walletConnect/screens/catalog/walletCatalogSlice'

/** One row of the Connect view's wallet list. */
export interface WalletListItem {
  /** Stable, unique across groups: `<group>:<id>`. */
  key: string
  id: string
  name: string
  group: ConnectorType
  imageUrl?: string
  /** The wallet registry's image of a catalog pick (shown like All Wallets shows it). */
  imageId?: string
  rdns?: string
  /** A connector in the host page can drive it directly. */
  installed: boolean
}

export interface WalletListInput {
  order: readonly ConnectorType[]
  connectors: readonly ConnectorInfo[]
  /** Newest first; at most `Constants.maxRecentWallets` (2, docs/constants.md#wallet-catalog) are shown, and only those the page has now (`installed`). */
  recent?: readonly RecentWallet[]
  featured: readonly WalletListing[]
  recommended: readonly WalletListing[]
  custom: readonly CustomWallet[]
  excluded: readonly { rdns: string; name: string }[]
  walletConnectName: string
}

/**
 * Builds the wallet rows in the given group order with the visibility rules (docs/validation.md#connector-visibility): connectors of an
 * excluded wallet (by rdns or case-insensitive name) are hidden, an injected connector needs an
 * rdns or a detected install (`installed`), at most 2 recent wallets show (docs/constants.md#wallet-catalog), only those the page
 * still has (a wallet turned off is no longer Recent) and not excluded, and featured or recommended
 * wallets already present as announced, injected or recent (by rdns or id) are dropped, as are
 * recommended wallets already featured. A wallet appears once, in its first group.
 *
 * @example
 * buildWalletList({ order: ['injected'], connectors: [metaMask], featured: [], recommended: [], custom: [], excluded: [], walletConnectName: 'WalletConnect' })
 */
export function buildWalletList(input: WalletListInput): WalletListItem[] {
  const excludedRdns = new Set(input.excluded.map((e) => e.rdns.toLowerCase()))
  const excludedNames = new Set(input.excluded.map((e) => e.name.toLowerCase()))
  const isExcluded = (name: string, rdns?: string) =>
    excludedNames.has(name.toLowerCase()) || (!!rdns && excludedRdns.has(rdns.toLowerCase()))
  const injected = input.connectors.filter(
    (c) => (c.type === 'INJECTED' || c.type === 'ANNOUNCED') && (!!c.info?.rdns || c.installed === true) && !isExcluded(c.name, c.info?.rdns),
  )
  const present = new Set<string>()
  for (const c of injected) [c.id, c.info?.rdns, c.explorerId].forEach((k) => k && present.add(k.toLowerCase()))
  // A recent wallet shows while the page has it: one turned off or removed since (or now
  // excluded) would be a row that leads nowhere.
  const recent = (input.recent ?? []).filter((w) => w.installed === true && !isExcluded(w.name, w.rdns)).slice(0, Constants.maxRecentWallets)
  for (const w of recent) [w.id, w.rdns].forEach((k) => k && present.add(k.toLowerCase()))
  const notPresent = (w: WalletListing) => !present.has(w.id.toLowerCase()) && !(w.rdns && present.has(w.rdns.toLowerCase()))
  const featuredIds = new Set(input.featured.map((w) => w.id))

  const groups: Record<ConnectorType, WalletListItem[]> = {
    walletConnect: [{ key: 'walletConnect:walletConnect', id: 'walletConnect', name: input.walletConnectName, group: 'walletConnect', installed: false }],
    recent: recent.map(fromRecent),
    injected: injected.map((c) => fromConnector(c, 'injected')),
    featured: input.featured.filter(notPresent).map((w) => fromListing(w, 'featured')),
    custom: input.custom.filter((w) => !isExcluded(w.name, w.rdns)).map(fromCustom),
    external: input.connectors
      .filter((c) => (c.type === 'EXTERNAL' || c.type === 'MULTI_CHAIN') && !isExcluded(c.name, c.info?.rdns))
      .map((c) => fromConnector(c, 'external')),
    recommended: input.recommended
      .filter((w) => notPresent(w) && !featuredIds.has(w.id))
      .map((w) => fromListing(w, 'recommended')),
  }
  const seen = new Set<string>()
  const out: WalletListItem[] = []
  for (const group of input.order) {
    for (const item of groups[group]) {
      const identity = (item.rdns ?? item.id).toLowerCase()
      if (seen.has(identity)) continue
      seen.add(identity)
      out.push(item)
    }
  }
  return out
}

function fromConnector(c: ConnectorInfo, group: ConnectorType): WalletListItem {
  return { key: `${group}:${c.id}`, id: c.id, name: c.name, group, imageUrl: c.imageUrl, rdns: c.info?.rdns, installed: true }
}
function fromListing(w: WalletListing, group: ConnectorType): WalletListItem {
  return { key: `${group}:${w.id}`, id: w.id, name: w.name, group, imageId: w.image_id, rdns: w.rdns ?? undefined, installed: false }
}
function fromCustom(w: CustomWallet): WalletListItem {
  return { key: `custom:${w.id}`, id: w.id, name: w.name, group: 'custom', imageUrl: w.image_url, rdns: w.rdns, installed: false }
}
function fromRecent(w: RecentWallet): WalletListItem {
  return { key: `recent:${w.id}`, id: w.id, name: w.name, group: 'recent', imageUrl: w.imageUrl, rdns: w.rdns, installed: !!w.installed }
}

import { createSelector } from '@reduxjs/toolkit'
import type { CustomWallet } from '../../../../../shared/options'
import type { WalletCatalogState, WalletListing } from './walletCatalogSlice'

/** One tile of the All wallets grid. */
export interface GridWallet {
  id: string
  name: string
  imageId?: string
  imageUrl?: string
}

/**
 * The All wallets grid: while a term is set, the search results (and custom wallets whose name
 * matches); otherwise the custom wallets, the featured, the recommended, then the paged list,
 * each wallet once. Excluded wallets never come back from the service, and custom ones named in
 * `excludeWalletIds` stay out too.
 *
 * @example
 * allWalletsGrid(catalog, customWallets, excludedIds).map((w) => w.name)
 */
export function allWalletsGrid(catalog: WalletCatalogState, custom: readonly CustomWallet[], excludedIds: readonly string[]): GridWallet[] {
  const excluded = new Set(excludedIds)
  const term = catalog.searchTerm.toLowerCase()
  const customs = custom.filter((w) => !excluded.has(w.id) && (!term || w.name.toLowerCase().includes(term)))
  const lists: WalletListing[][] = term ? [catalog.search] : [catalog.featured, catalog.recommended, catalog.wallets]
  const seen = new Set<string>()
  const out: GridWallet[] = []
  for (const w of customs) {
    if (seen.has(w.id)) continue
    seen.add(w.id)
    out.push(w.image_url ? { id: w.id, name: w.name, imageUrl: w.image_url } : { id: w.id, name: w.name })
  }
  for (const w of lists.flat()) {
    if (seen.has(w.id) || excluded.has(w.id)) continue
    seen.add(w.id)
    out.push(w.image_id ? { id: w.id, name: w.name, imageId: w.image_id } : { id: w.id, name: w.name })
  }
  return out
}

/**
 * `allWalletsGrid` from the store, memoized.
 *
 * @example
 * const tiles = useAppSelector(selectAllWalletsGrid)
 */
export const selectAllWalletsGrid = createSelector(
  [
    (s: { walletCatalog: WalletCatalogState }) => s.walletCatalog,
    (s: { options: { value: { customWallets?: CustomWallet[] } } }) => s.options.value.customWallets,
    (s: { options: { value: { excludeWalletIds?: string[] } } }) => s.options.value.excludeWalletIds,
  ],
  (catalog, custom, excluded) => allWalletsGrid(catalog, custom ?? [], excluded ?? []),
)

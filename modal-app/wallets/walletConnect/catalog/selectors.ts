import type { WalletCatalogState, WalletListing } from './walletCatalogSlice'

type WithCatalog = { walletCatalog: WalletCatalogState }

/** The catalog. @example selectWalletCatalog(state).count */
export const selectWalletCatalog = (s: WithCatalog): WalletCatalogState => s.walletCatalog
/**
 * Wallets the All wallets grid shows: search results while a term is set, else the paged list.
 *
 * @example
 * selectVisibleCatalogWallets(state).length
 */
export const selectVisibleCatalogWallets = (s: WithCatalog): WalletListing[] =>
  s.walletCatalog.searchTerm ? s.walletCatalog.search : s.walletCatalog.wallets

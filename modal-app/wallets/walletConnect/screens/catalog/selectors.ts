import type { WalletCatalogState } from './walletCatalogSlice'

type WithCatalog = { walletCatalog: WalletCatalogState }

/** The catalog. @example selectWalletCatalog(state).count */
export const selectWalletCatalog = (s: WithCatalog): WalletCatalogState => s.walletCatalog
/** How many wallets the catalog holds in all. @example selectCatalogCount(state) // 412 */
export const selectCatalogCount = (s: WithCatalog): number => s.walletCatalog.count

import type { WalletListing } from '../../features/walletCatalog/walletCatalogSlice'

/** The `GET /getWallets` query (docs/calls.md#wallet-registry); list fields are sent comma-separated. */
export interface WalletsQuery {
  page: number
  entries: number
  include?: string[]
  exclude?: string[]
  search?: string
  /** CAIP-2 networks the wallets must support (any of them). */
  chains?: string[]
  badge_type?: 'certified' | 'none'
}

/** What every wallet-service call carries: project and SDK identity. */
export interface RegistryCallParams {
  projectId: string
  /** SDK type; defaults to `Constants.sdkType` ('appkit'). */
  st?: string
  /** SDK version; defaults to `Constants.sdkVersion` ('html-wagmi-4.2.2'). */
  sv?: string
}

/** The answer of `GET /getWallets`: one page and the total after filters. */
export interface WalletsResponse {
  data: WalletListing[]
  count: number
}

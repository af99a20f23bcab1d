/** wallet listing from the registry (docs/entities.md#wallet-listing). */
export interface WalletListing {
  id: string
  name: string
  image_id?: string
  rdns?: string | null
  chains?: string[]
  mobile_link?: string | null
  desktop_link?: string | null
  webapp_link?: string | null
}

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

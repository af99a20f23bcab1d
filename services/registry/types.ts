/** Where a browser-extension wallet announces itself (`window.ethereum.isMetaMask`, …). */
export interface InjectedEntry {
  namespace: string
  injected_id: string
}

/** One wallet of the catalog, in the field names the wallet service returns (docs/calls.md#wallet-registry). */
export interface RegistryWallet {
  /** 64 hex characters, like the hosted registry's ids. */
  id: string
  name: string
  /** Position in the default ranking (1 = first). */
  order: number
  rdns: string | null
  image_id: string
  /** CAIP-2 networks the wallet supports. */
  chains: string[]
  homepage: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  app_store: string | null
  play_store: string | null
  injected: InjectedEntry[] | null
  badge_type: 'certified' | 'none'
}

/** What `GET /getWallets` answers: one page and the total after filters. */
export interface GetWalletsResponse {
  data: RegistryWallet[]
  count: number
}

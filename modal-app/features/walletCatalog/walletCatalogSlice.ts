import { createSlice, type PayloadAction } from '@reduxjs/toolkit'

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

/** wallet store (docs/entities.md#wallet-listing). */
export interface WalletCatalogState {
  featured: WalletListing[]
  recommended: WalletListing[]
  wallets: WalletListing[]
  search: WalletListing[]
  /** The search term the `search` list answers. */
  searchTerm: string
  count: number
  page: number
  excludedWallets: { rdns: string; name: string }[]
}

export const initialWalletCatalogState: WalletCatalogState = {
  featured: [],
  recommended: [],
  wallets: [],
  search: [],
  searchTerm: '',
  count: 0,
  page: 0,
  excludedWallets: [],
}

/**
 * The wallet catalog; the registry client fills it, the Connect and All wallets views read it.
 *
 * @example
 * store.dispatch(walletsPageReceived({ wallets, count: 120, page: 1 }))
 */
export const walletCatalogSlice = createSlice({
  name: 'walletCatalog',
  initialState: initialWalletCatalogState,
  reducers: {
    featuredReceived(state, action: PayloadAction<WalletListing[]>) {
      state.featured = action.payload
    },
    recommendedReceived(state, action: PayloadAction<WalletListing[]>) {
      state.recommended = action.payload
    },
    walletsPageReceived(state, action: PayloadAction<{ wallets: WalletListing[]; count: number; page: number }>) {
      const { wallets, count, page } = action.payload
      const known = new Set(state.wallets.map((w) => w.id))
      state.wallets = page <= 1 ? wallets : [...state.wallets, ...wallets.filter((w) => !known.has(w.id))]
      state.count = count
      state.page = page
    },
    searchTermChanged(state, action: PayloadAction<string>) {
      state.searchTerm = action.payload.trim()
      if (state.searchTerm === '') state.search = []
    },
    searchResultsReceived(state, action: PayloadAction<{ term: string; wallets: WalletListing[] }>) {
      if (action.payload.term.trim() === state.searchTerm) state.search = action.payload.wallets
    },
    excludedWalletsResolved(state, action: PayloadAction<{ rdns: string; name: string }[]>) {
      state.excludedWallets = action.payload
    },
  },
})

export const {
  featuredReceived,
  recommendedReceived,
  walletsPageReceived,
  searchTermChanged,
  searchResultsReceived,
  excludedWalletsResolved,
} = walletCatalogSlice.actions

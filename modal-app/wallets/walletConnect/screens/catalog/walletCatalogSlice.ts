import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { WalletListing } from '../../../../clients/walletRegistry/types'

export type { WalletListing } from '../../../../clients/walletRegistry/types'

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

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../../../store/RootState' {
  interface RootState {
    walletCatalog: WalletCatalogState
  }
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

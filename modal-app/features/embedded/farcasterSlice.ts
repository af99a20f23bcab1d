import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { FarcasterChannel } from '../../../shared/authApi'
import { modalClosed } from '../modal/modalActions'

/**
 * The Farcaster channel the ConnectingFarcaster view shows (its URL as a QR code and a link)
 * and when it expires. Only the public URL and expiry: the channel token stays with the
 * connector that polls it.
 */
export interface FarcasterState {
  url?: string
  /** Epoch ms. */
  expiresAt?: number
}

const initialState: FarcasterState = {}

/**
 * The embedded connector's data for its ConnectingFarcaster view, as WalletConnect keeps its
 * pairing URI in the connection slice: the connector dispatches `farcasterChannelReceived` in
 * `signInWithFarcaster`'s `onChannel`, and `farcasterChannelCleared` when the attempt ends. A
 * closed modal forgets the channel, so a reopened view never shows a stale code.
 *
 * @example
 * signInWithFarcaster(auth, { onChannel: (c) => store.dispatch(farcasterChannelReceived(c)) })
 */
export const farcasterSlice = createSlice({
  name: 'farcaster',
  initialState,
  reducers: {
    farcasterChannelReceived(_state, action: PayloadAction<Pick<FarcasterChannel, 'url' | 'expiresAt'>>) {
      return { url: action.payload.url, expiresAt: action.payload.expiresAt }
    },
    farcasterChannelCleared() {
      return initialState
    },
  },
  extraReducers: (builder) => builder.addCase(modalClosed, () => initialState),
})

export const { farcasterChannelReceived, farcasterChannelCleared } = farcasterSlice.actions

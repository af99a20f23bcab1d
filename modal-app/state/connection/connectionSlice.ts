import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { ChainNamespace } from '../../../shared/caip'
import { Constants } from '../../../shared/constants'
import type { ConnectionStatus } from '../../../shared/protocol'

/** A wallet the visitor used recently (docs/entities.md#wallet-listing: id, name, rdns, installed flag). */
export interface RecentWallet {
  id: string
  name: string
  rdns?: string
  installed?: boolean
  imageUrl?: string
}

/** connection state (docs/entities.md#connection); `status` is kept per namespace (docs/state-rules.md#connection-status). */
export interface ConnectionState {
  statusByNamespace: Partial<Record<ChainNamespace, ConnectionStatus>>
  wcUri?: string
  /** Epoch ms when the pairing URI expires. */
  wcPairingExpiry?: number
  wcError: boolean
  buffering: boolean
  /** The most recent wallet (docs/entities.md#wallet-listing), the first of `recentWallets`. */
  recentWallet?: RecentWallet
  /** The recent wallets, newest first, at most `Constants.maxRecentWallets` (2, docs/constants.md#wallet-catalog). */
  recentWallets: RecentWallet[]
  /** Namespaces connected through WalletConnect (the WalletConnect row hides then, docs/views.md#flows). */
  walletConnectNamespaces: ChainNamespace[]
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    connection: ConnectionState
  }
}

export const initialConnectionState: ConnectionState = {
  statusByNamespace: {},
  wcError: false,
  buffering: false,
  walletConnectNamespaces: [],
  recentWallets: [],
}

/**
 * Connection status per namespace and the WalletConnect pairing data.
 *
 * @example
 * store.dispatch(connectionStatusChanged({ namespace: 'eip155', status: 'connecting' }))
 */
export const connectionSlice = createSlice({
  name: 'connection',
  initialState: initialConnectionState,
  reducers: {
    connectionStatusChanged(
      state,
      action: PayloadAction<{ namespace: ChainNamespace; status: ConnectionStatus; viaWalletConnect?: boolean }>,
    ) {
      const { namespace, status, viaWalletConnect } = action.payload
      state.statusByNamespace[namespace] = status
      const others = state.walletConnectNamespaces.filter((n) => n !== namespace)
      state.walletConnectNamespaces = status === 'connected' && viaWalletConnect ? [...others, namespace] : others
    },
    wcUriReceived(state, action: PayloadAction<{ uri: string; expiry: number }>) {
      state.wcUri = action.payload.uri
      state.wcPairingExpiry = action.payload.expiry
      state.wcError = false
    },
    wcErrorRaised(state) {
      state.wcError = true
    },
    bufferingChanged(state, action: PayloadAction<boolean>) {
      state.buffering = action.payload
    },
    /** The recent list changed (newest first); more than docs/constants.md#wallet-catalog allows are dropped. */
    recentWalletsSaved(state, action: PayloadAction<RecentWallet[]>) {
      state.recentWallets = action.payload.slice(0, Constants.maxRecentWallets)
      state.recentWallet = state.recentWallets[0]
    },
    /** reset (docs/state-rules.md#reset): back to disconnected, pairing data cleared. */
    connectionReset(state, action: PayloadAction<{ namespace?: ChainNamespace }>) {
      const ns = action.payload.namespace
      if (ns) {
        state.statusByNamespace[ns] = 'disconnected'
        state.walletConnectNamespaces = state.walletConnectNamespaces.filter((n) => n !== ns)
      } else {
        state.statusByNamespace = {}
        state.walletConnectNamespaces = []
      }
      delete state.wcUri
      delete state.wcPairingExpiry
      state.wcError = false
      state.buffering = false
    },
  },
})

export const { connectionStatusChanged, wcUriReceived, wcErrorRaised, bufferingChanged, recentWalletsSaved, connectionReset } =
  connectionSlice.actions

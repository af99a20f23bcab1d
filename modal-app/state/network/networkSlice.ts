import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { AirlockNetwork } from '../../../shared/networks'
import { optionsReceived } from '../options/optionsSlice'

/** network state (docs/entities.md#network). */
export interface NetworkState {
  caipNetwork?: AirlockNetwork
  requestedCaipNetworkIds: string[]
  approvedCaipNetworkIds: string[]
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: string[]
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    network: NetworkState
  }
}

export const initialNetworkState: NetworkState = {
  requestedCaipNetworkIds: [],
  approvedCaipNetworkIds: [],
  supportsAllNetworks: true,
  smartAccountEnabledNetworks: [],
}

/**
 * The visitor asked to switch to a network (Networks or UnsupportedChain view). When nothing is
 * connected the switch applies at once; otherwise the connected wallet's connector performs it
 * and reports back with `network/caipNetworkChanged`.
 *
 * @example
 * store.dispatch(networkSwitchRequested({ caipNetworkId: 'eip155:8453' }))
 */
export const networkSwitchRequested = createAction<{ caipNetworkId: string }>('network/switchRequested')

/**
 * Active network and the requested and approved network ids (docs/entities.md#network).
 *
 * @example
 * store.dispatch(caipNetworkChanged(base))
 */
export const networkSlice = createSlice({
  name: 'network',
  initialState: initialNetworkState,
  reducers: {
    caipNetworkChanged(state, action: PayloadAction<AirlockNetwork>) {
      state.caipNetwork = action.payload
    },
    approvedNetworksChanged(state, action: PayloadAction<{ ids: string[]; supportsAllNetworks: boolean }>) {
      state.approvedCaipNetworkIds = action.payload.ids
      state.supportsAllNetworks = action.payload.supportsAllNetworks
    },
    smartAccountNetworksChanged(state, action: PayloadAction<string[]>) {
      state.smartAccountEnabledNetworks = action.payload
    },
  },
  extraReducers: (builder) => {
    builder.addCase(optionsReceived, (state, action) => {
      const { networks, defaultNetwork } = action.payload
      state.requestedCaipNetworkIds = networks.map((n) => n.caipNetworkId)
      state.caipNetwork ??= defaultNetwork ?? networks[0]
    })
  },
})

export const { caipNetworkChanged, approvedNetworksChanged, smartAccountNetworksChanged } = networkSlice.actions

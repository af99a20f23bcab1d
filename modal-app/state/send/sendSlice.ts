import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { TokenBalance } from '../account/accountTypes'
import { caipNetworkChanged } from '../network/networkSlice'

/** send draft (docs/entities.md#send-draft). */
export interface SendState {
  token?: TokenBalance
  sendTokenAmount?: string
  receiverAddress?: string
  receiverProfileImageUrl?: string
  receiverProfileName?: string
  gasPrice?: string
  gasPriceInUSD?: number
  networkBalanceInUSD?: string
  loading: boolean
  tokenBalances: TokenBalance[]
  /** Epoch ms of the last failed balance fetch (retry blocked 30 s, docs/constants.md#caches). */
  lastRetry?: number
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    send: SendState
  }
}

export const initialSendState: SendState = { loading: false, tokenBalances: [] }

/**
 * The send draft. It resets when the active network changes (docs/state-rules.md#send) and after a send (docs/state-rules.md#send).
 *
 * @example
 * store.dispatch(sendDraftUpdated({ receiverAddress: '0x…', sendTokenAmount: '0.1' }))
 */
export const sendSlice = createSlice({
  name: 'send',
  initialState: initialSendState,
  reducers: {
    sendDraftUpdated(state, action: PayloadAction<Partial<SendState>>) {
      Object.assign(state, action.payload)
    },
    sendDraftReset: () => initialSendState,
  },
  extraReducers: (builder) => {
    builder.addCase(caipNetworkChanged, () => initialSendState)
  },
})

export const { sendDraftUpdated, sendDraftReset } = sendSlice.actions

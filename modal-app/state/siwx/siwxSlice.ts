import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SiwxSession } from '../../../shared/siwx/SiwxSession'
import { optionsReceived } from '../../state/options/optionsSlice'
import { readSiwxConfig, type SiwxConfig } from './readSiwxConfig'

/** A session as the modal keeps it: the session (docs/entities.md#session) plus what the data service said about it. */
export interface LocalSiwxSession extends SiwxSession {
  /** The data service's id of the session (for revoke); absent when the operator keeps sessions. */
  pci?: string
  /**
   * The data service's bearer for this session: it alone lists and revokes it. Kept in the modal
   * origin's storage and never handed to the dapp (the dapp gets data, message, signature).
   */
  secret?: string
  /** ms since the epoch, from the message's expiration time. */
  expiresAt?: number
}

export interface SiwxState {
  /** The sign-in settings read from the options; null when sign-in is off. */
  config: SiwxConfig | null
  /** Sessions by `sessionKey(chainId, address)`, of this project and embedding page. */
  sessions: Record<string, LocalSiwxSession>
  /** The sign-in view's state: waiting for the wallet, or the last failure's text. */
  signing: boolean
  error: string | null
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    siwx?: SiwxState
  }
}

export const initialSiwxState: SiwxState = { config: null, sessions: {}, signing: false, error: null }

/**
 * Sign-in (docs/entities.md#options, docs/state-rules.md#sign-in): the settings, read once from the options, and the sessions, loaded from the modal origin's storage, added when a
 * sign-in succeeds, removed on sign-out or expiry; plus the sign-in view's progress.
 *
 * @example
 * store.dispatch(siwxSessionStored({ key: 'eip155:1:0xabc', session }))
 */
export const siwxSlice = createSlice({
  name: 'siwx',
  initialState: initialSiwxState,
  reducers: {
    siwxSessionsLoaded(state, action: PayloadAction<Record<string, LocalSiwxSession>>) {
      state.sessions = action.payload
    },
    siwxSessionStored(state, action: PayloadAction<{ key: string; session: LocalSiwxSession }>) {
      state.sessions[action.payload.key] = action.payload.session
      state.signing = false
      state.error = null
    },
    siwxSessionRemoved(state, action: PayloadAction<string>) {
      delete state.sessions[action.payload]
    },
    siwxSigningChanged(state, action: PayloadAction<{ signing: boolean; error?: string | null }>) {
      state.signing = action.payload.signing
      state.error = action.payload.error ?? null
    },
    /** The visitor pressed Sign on the sign-in view of approval `approvalId` (a guarded, trusted press). */
    siwxSignRequested(_state, _action: PayloadAction<{ approvalId: string }>) {},
    /** The dapp (or the visitor) signs out: the session of the connected account ends. */
    siwxSignOutRequested() {},
  },
  extraReducers: (builder) => {
    builder.addCase(optionsReceived, (state, action) => {
      state.config = readSiwxConfig(action.payload) ?? null
    })
  },
})

export const { siwxSessionsLoaded, siwxSessionStored, siwxSessionRemoved, siwxSigningChanged, siwxSignRequested, siwxSignOutRequested } = siwxSlice.actions

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import type { SiwxSession } from '../../../shared/siwx/SiwxSession'

/** A session as the modal keeps it: the §3 session plus what the data service said about it. */
export interface LocalSiwxSession extends SiwxSession {
  /** The data service's id of the session (for revoke); absent when the operator keeps sessions. */
  pci?: string
  /** ms since the epoch, from the message's expiration time. */
  expiresAt?: number
}

export interface SiwxState {
  /** Sessions by `sessionKey(chainId, address)`, of this project and embedding page. */
  sessions: Record<string, LocalSiwxSession>
  /** The sign-in view's state: waiting for the wallet, or the last failure's text. */
  signing: boolean
  error: string | null
}

export const initialSiwxState: SiwxState = { sessions: {}, signing: false, error: null }

/**
 * Sign-in sessions (SPEC.md §3, §4): loaded from the modal origin's storage, added when a
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
  },
})

export const { siwxSessionsLoaded, siwxSessionStored, siwxSessionRemoved, siwxSigningChanged } = siwxSlice.actions

import { createSlice, type PayloadAction } from '@reduxjs/toolkit'
import { modalClosed, modalLoadingChanged, modalOpened, modalPrimed, modalRevealed, modalShaken } from '../modal/modalActions'
import { goBackOutcome, goBackToIndexOutcome } from './goBackOutcome'
import type { RouteData, RouteEntry, ViewName } from './viewNames'

/** The modal's visibility and its view stack. */
export interface RouterState {
  open: boolean
  /**
   * The card is on screen: true with `open`, and ahead of it for the one frame of a revealed
   * open (`modalRevealed`, then `modalOpened`); false again on every close.
   */
  shown: boolean
  /**
   * The closed card may be painted opaque: the host's curtain (its transparent dialog) hides it
   * (`modalPrimed`, see selectIsPrimed). False on every open and close: a card just closed stays
   * transparent until the host confirms its curtain is down.
   */
  primed: boolean
  loading: boolean
  history: RouteEntry[]
  /** Bumped to replay the 500 ms shake. */
  shakeId: number
}

// This slice's part of the store's state (see store/RootState.ts).
declare module '../../store/RootState' {
  interface RootState {
    router: RouterState
  }
}

export const initialRouterState: RouterState = { open: false, shown: false, primed: false, loading: false, history: [{ view: 'Connect' }], shakeId: 0 }

type EntryPayload = ViewName | RouteEntry
const toEntry = (p: EntryPayload): RouteEntry => (typeof p === 'string' ? { view: p } : p)
const sameEntry = (a: RouteEntry | undefined, b: RouteEntry) =>
  !!a && a.view === b.view && JSON.stringify(a.data ?? null) === JSON.stringify(b.data ?? null)

function close(state: RouterState) {
  state.open = false
  state.shown = false
  state.primed = false
  state.loading = false
}

/**
 * The view stack (docs/views.md#stack): push, replace, reset, go back and go back to an index. Going back past
 * the first entry, or while UnsupportedChain is in the history, closes the modal.
 *
 * @example
 * store.dispatch(viewPushed('AllWallets'))
 */
export const routerSlice = createSlice({
  name: 'router',
  initialState: initialRouterState,
  reducers: {
    viewPushed(state, action: PayloadAction<EntryPayload>) {
      const entry = toEntry(action.payload)
      if (!sameEntry(state.history.at(-1), entry)) state.history.push(entry)
    },
    viewReplaced(state, action: PayloadAction<EntryPayload>) {
      state.history[Math.max(0, state.history.length - 1)] = toEntry(action.payload)
    },
    viewsReset(state, action: PayloadAction<EntryPayload>) {
      state.history = [toEntry(action.payload)]
    },
    wentBack(state) {
      const outcome = goBackOutcome(state.history)
      if (outcome.close) close(state)
      else state.history = outcome.history
    },
    wentBackToIndex(state, action: PayloadAction<number>) {
      const outcome = goBackToIndexOutcome(state.history, action.payload)
      if (outcome.close) close(state)
      else state.history = outcome.history
    },
    /** The top entry's data changed (e.g. a retry count), without a new entry. */
    viewDataChanged(state, action: PayloadAction<RouteData>) {
      const top = state.history.at(-1)
      if (top) top.data = { ...top.data, ...action.payload }
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(modalOpened, (state) => {
        state.open = true
        state.shown = true
        state.primed = false
      })
      .addCase(modalRevealed, (state) => {
        state.shown = true
        state.primed = false
      })
      .addCase(modalPrimed, (state) => {
        state.primed = !state.open && !state.shown
      })
      .addCase(modalClosed, close)
      .addCase(modalShaken, (state) => {
        state.shakeId += 1
      })
      .addCase(modalLoadingChanged, (state, action) => {
        state.loading = action.payload
      })
  },
})

export const { viewPushed, viewReplaced, viewsReset, wentBack, wentBackToIndex, viewDataChanged } = routerSlice.actions

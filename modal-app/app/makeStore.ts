import { configureStore } from '@reduxjs/toolkit'
import { createApprovalRegistry } from '../features/approvals/approvalCallbacks'
import type { AppExtra } from './appThunk'
import { createLateMiddleware } from './createLateMiddleware'
import { createAppListenerMiddleware, type AppStartListening } from './listenerMiddleware'
import { registerListeners } from './registerListeners'
import { rootReducer, type RootState } from './rootReducer'
import type { AppStore } from './storeTypes'

export type { AppDispatch, AppStore, RootState } from './storeTypes'

/**
 * Builds the modal's store: all slices, the listener middleware with every feature's effects,
 * the slot for middleware that loads later (RTK Query's, see dataApi.ts), and a per-store approval-callback registry as thunk and listener
 * extra. Tests build real stores with it.
 *
 * @example
 * const store = makeStore({ theme: { themeMode: 'light', themeVariables: {} } })
 */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  const extra: AppExtra = { approvals: createApprovalRegistry() }
  const listeners = createAppListenerMiddleware(extra)
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: extra } })
        .prepend(listeners.middleware)
        .concat(createLateMiddleware()),
  })
  registerListeners(listeners.startListening as AppStartListening)
  return store
}

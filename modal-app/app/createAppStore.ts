import { configureStore } from '@reduxjs/toolkit'
import { createApprovalRegistry } from '../store/approvalCallbacks'
import type { AppExtra } from '../store/appThunk'
import { createLateMiddleware } from '../store/createLateMiddleware'
import { createAppListenerMiddleware, type AppStartListening } from '../store/listenerMiddleware'
import { rootReducer, type RootState } from './rootReducer'
import type { AppStore } from '../store/storeTypes'

/** A store whose features' effects are not registered yet, with the hook that registers them. */
export interface AppStoreParts {
  store: AppStore
  /** Registers listener effects on this store's listener middleware. */
  startListening: AppStartListening
}

/**
 * Builds the modal's store without the features' effects: all slices, the listener middleware
 * (empty), the slot for middleware that loads later (RTK Query's, see dataApi.ts) and a
 * per-store approval-callback registry as thunk and listener extra. The entry uses it so the
 * first view paints without the effects' code (connectors, RPC router, analytics), which loads
 * in the next chunk; `makeStore` adds the effects at once.
 *
 * @example
 * const { store, startListening } = createAppStore()
 * registerListeners(startListening)
 */
export function createAppStore(preloadedState?: Partial<RootState>): AppStoreParts {
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
  return { store, startListening: listeners.startListening as AppStartListening }
}

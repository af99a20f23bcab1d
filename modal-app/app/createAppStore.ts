import { configureStore } from '@reduxjs/toolkit'
import { createApprovalRegistry } from '../store/approvalCallbacks'
import type { AppExtra } from '../store/appThunk'
import { createLateMiddleware } from '../store/createLateMiddleware'
import { createAppListenerMiddleware, type AppStartListening } from '../store/listenerMiddleware'
import { rootReducer, type RootState } from './rootReducer'
import type { AppStore } from '../store/storeTypes'

/** How long Redux Toolkit's development checks may take on one action before they say so (ms). */
const DEV_CHECK_WARN_AFTER_MS = 250

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
      // The development checks stay (they catch a non-serializable or mutated state), but their
      // "took N ms" warning waits longer than 32 ms: on a busy 2-core machine it fired in tests,
      // and one fired as a test file's worker closed failed the whole unit run.
      getDefault({ thunk: { extraArgument: extra }, immutableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS }, serializableCheck: { warnAfter: DEV_CHECK_WARN_AFTER_MS } })
        .prepend(listeners.middleware)
        .concat(createLateMiddleware()),
  })
  return { store, startListening: listeners.startListening as AppStartListening }
}

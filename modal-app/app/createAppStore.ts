import { configureStore } from '@reduxjs/toolkit'
import { createApprovalRegistry } from '../store/approvalCallbacks'
import type { AppExtra } from '../store/appThunk'
import { createLateMiddleware } from '../store/createLateMiddleware'
import { createAppListenerMiddleware, type AppStartListening } from '../store/listenerMiddleware'
import { rootReducer, type RootState } from './rootReducer'
import type { AppStore } from '../store/storeTypes'

/**
 * Redux Toolkit's development checks (a non-serializable or mutated state fails) with their
 * "took N ms" warning at 250 ms, not 32: on a busy 2-core machine it fired in tests, and one
 * fired as a test file's worker closed failed the whole unit run. A production build has no
 * checks, so it carries none of these options (the first view's script is on a byte budget).
 */
const DEV_CHECKS = import.meta.env.DEV ? { immutableCheck: { warnAfter: 250 }, serializableCheck: { warnAfter: 250 } } : {}

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
      getDefault({ thunk: { extraArgument: extra }, ...DEV_CHECKS })
        .prepend(listeners.middleware)
        .concat(createLateMiddleware()),
  })
  return { store, startListening: listeners.startListening as AppStartListening }
}

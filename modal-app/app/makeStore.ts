import { createAppStore } from './createAppStore'
import { registerListeners } from './registerListeners'
import type { RootState } from './rootReducer'
import type { AppStore } from '../store/storeTypes'

export type { AppDispatch, AppStore, RootState } from '../store/storeTypes'

/**
 * Builds the modal's store with every feature's effects registered: what tests build, and what
 * `startEffects` completes for the entry's store.
 *
 * @example
 * const store = makeStore({ theme: { themeMode: 'light', themeVariables: {} } })
 */
export function makeStore(preloadedState?: Partial<RootState>): AppStore {
  const { store, startListening } = createAppStore(preloadedState)
  registerListeners(startListening)
  return store
}

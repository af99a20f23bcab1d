import { createListenerMiddleware, type ThunkDispatch, type TypedStartListening, type UnknownAction } from '@reduxjs/toolkit'
import type { AppExtra } from './appThunk'
import type { RootState } from './RootState'

/** Dispatch as listeners see it (plain actions and this store's thunks). */
export type ListenerDispatch = ThunkDispatch<RootState, AppExtra, UnknownAction>

/** `startListening` typed for this store. */
export type AppStartListening = TypedStartListening<RootState, ListenerDispatch, AppExtra>

/**
 * A fresh listener middleware for one store, with the per-store extras.
 *
 * @example
 * const listeners = createAppListenerMiddleware(extra)
 */
export function createAppListenerMiddleware(extra: AppExtra) {
  return createListenerMiddleware<RootState, ListenerDispatch, AppExtra>({ extra })
}

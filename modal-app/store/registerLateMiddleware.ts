import { createAction, type Middleware } from '@reduxjs/toolkit'
import { lateMiddlewares, lateMiddlewareStores } from './internal/lateMiddlewares'

/** Dispatched to every store when a late middleware is registered: it wires the middleware in and lets the store's reducer take in slices injected just before. */
export const lateMiddlewareRegistered = createAction('app/lateMiddlewareRegistered')

/**
 * Adds a middleware to every store, present and future, for features whose code is not in the
 * modal's first chunk (the data API's RTK Query middleware loads with the Account view), so the
 * store does not have to import them at start. Adding the same middleware twice keeps one.
 *
 * Every present store is then sent `lateMiddlewareRegistered` at once. Until a store reduces an
 * action, a slice injected into its reducer (dataApi.ts registers RTK Query's right before it
 * registers the middleware) has no state, and RTK Query's first `initiate` reads that state
 * before it dispatches anything: the first query of a freshly loaded view failed with a
 * TypeError and was lost (the Account view's name never loaded) when it came first.
 *
 * @example
 * registerLateSlice(dataApi)
 * registerLateMiddleware(dataApi.middleware)
 */
export function registerLateMiddleware(middleware: Middleware): void {
  if (lateMiddlewares.includes(middleware)) return
  lateMiddlewares.push(middleware)
  for (const ref of lateMiddlewareStores) {
    const dispatch = ref.deref()
    if (dispatch) dispatch(lateMiddlewareRegistered())
    else lateMiddlewareStores.delete(ref)
  }
}

import type { Middleware } from '@reduxjs/toolkit'
import { lateMiddlewares } from './internal/lateMiddlewares'

/**
 * Adds a middleware to every store, present and future, from the first action each store
 * dispatches after this call. For features whose code is not in the modal's first chunk (the
 * data API's RTK Query middleware loads with the Account view), so the store does not have to
 * import them at start. Adding the same middleware twice keeps one.
 *
 * @example
 * registerLateMiddleware(dataApi.middleware)
 */
export function registerLateMiddleware(middleware: Middleware): void {
  if (!lateMiddlewares.includes(middleware)) lateMiddlewares.push(middleware)
}

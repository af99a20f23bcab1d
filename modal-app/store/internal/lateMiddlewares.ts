import type { Middleware, UnknownAction } from '@reduxjs/toolkit'

/**
 * The middleware that code loaded after start-up added for every store (RTK Query's, with the
 * Account view's chunk), in the order they were added. Read by each store's late middleware.
 */
export const lateMiddlewares: Middleware[] = []

/**
 * The dispatch of every store that has a late middleware slot, held weakly (a store nobody holds
 * goes away): a new registration is announced to each at once (see registerLateMiddleware).
 */
export const lateMiddlewareStores = new Set<WeakRef<(action: UnknownAction) => unknown>>()

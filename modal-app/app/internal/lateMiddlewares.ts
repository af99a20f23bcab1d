import type { Middleware } from '@reduxjs/toolkit'

/**
 * The middleware that code loaded after start-up added for every store (RTK Query's, with the
 * Account view's chunk), in the order they were added. Read by each store's late middleware.
 */
export const lateMiddlewares: Middleware[] = []

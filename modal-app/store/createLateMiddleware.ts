import type { Middleware } from '@reduxjs/toolkit'
import { lateMiddlewares, lateMiddlewareStores } from './internal/lateMiddlewares'

/**
 * One store's slot for the middleware registered later with `registerLateMiddleware`: each is
 * set up once per store (its own state, like RTK Query's cache timers) when the store first
 * dispatches after it was registered, then runs in registration order. Until then actions pass
 * straight through.
 *
 * @example
 * configureStore({ reducer, middleware: (d) => d().concat(createLateMiddleware()) })
 */
export function createLateMiddleware(): Middleware {
  return (api) => (next) => {
    lateMiddlewareStores.add(new WeakRef(api.dispatch))
    let applied = 0
    let chain: (action: unknown) => unknown = next
    const handlers: Array<ReturnType<Middleware>> = []
    return (action) => {
      if (applied !== lateMiddlewares.length) {
        for (const middleware of lateMiddlewares.slice(applied)) handlers.push(middleware(api))
        applied = lateMiddlewares.length
        chain = handlers.reduceRight((inner, handler) => handler(inner), next)
      }
      return chain(action)
    }
  }
}

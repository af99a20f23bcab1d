import type { FastifyInstance } from 'fastify'
import type { DataApiContext } from '../internal/context'
import { HttpError } from '../internal/HttpError'

/**
 * What a load balancer or an orchestrator asks an instance, outside the project guard:
 * `GET /healthz` answers 200 `{ status: 'ok' }` while the process serves (liveness); `GET /readyz`
 * answers 200 `{ status: 'ready' }` once the store answers a query, else 503 with code
 * `DATABASE_UNAVAILABLE` (take the instance out of rotation, don't restart it: the pool
 * reconnects on its own when the database is back).
 *
 * @example
 * healthRoutes(app, ctx)
 */
export function healthRoutes(app: FastifyInstance, ctx: DataApiContext): void {
  app.get('/healthz', { config: { projectGuard: false } }, async () => ({ status: 'ok' }))
  app.get('/readyz', { config: { projectGuard: false } }, async () => {
    try {
      await ctx.storage.ping()
    } catch {
      throw new HttpError(503, 'Service Unavailable', 'The database does not answer', { code: 'DATABASE_UNAVAILABLE' })
    }
    return { status: 'ready' }
  })
}

import type { FastifyInstance } from 'fastify'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'

/** The routes a load balancer polls; they skip the per-client limits (which need the database). */
export const HEALTH_ROUTES: readonly string[] = ['/healthz', '/readyz']

/**
 * What a load balancer asks an auth instance: `GET /healthz` answers 200 `{ status: 'ok' }`
 * while the process serves (liveness); `GET /readyz` answers 200 `{ status: 'ready' }` once the
 * database answers, else 503 `DATABASE_UNAVAILABLE` (take the instance out of rotation, don't
 * restart it: it reconnects by itself when the database is back).
 *
 * @example
 * healthRoutes(app, ctx)
 */
export function healthRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/healthz', async () => ({ status: 'ok' }))
  app.get('/readyz', async () => {
    try {
      await ctx.db.ping()
    } catch {
      throw new AuthError(503, 'DATABASE_UNAVAILABLE', 'The database does not answer; try again shortly')
    }
    return { status: 'ready' }
  })
}

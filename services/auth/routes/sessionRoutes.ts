import type { FastifyInstance } from 'fastify'
import type { SessionResponse } from '../../../shared/authApi/types'
import type { AuthContext } from '../internal/context'
import { hashSecret } from '../internal/hashSecret'
import { requireProject } from '../internal/requireProject'
import { requireSession } from '../internal/requireSession'

/**
 * Session routes: `GET /v1/auth/session` answers the live session behind the bearer token (401
 * when missing, expired, signed out or of another project); `POST /v1/auth/logout` ends it (204).
 *
 * @example
 * sessionRoutes(app, ctx)
 */
export function sessionRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/v1/auth/session', async (request): Promise<SessionResponse> => {
    const project = requireProject(request, ctx.projects)
    return { session: await requireSession(ctx, request, project) }
  })

  app.post('/v1/auth/logout', async (request, reply) => {
    const project = requireProject(request, ctx.projects)
    const session = await requireSession(ctx, request, project)
    await ctx.db.deleteSession(hashSecret(session.token))
    return reply.code(204).send()
  })
}

import type { FastifyRequest } from 'fastify'
import type { AuthSession } from '../../../shared/authApi/types'
import type { Project } from '../../fixtures/projects/loadProjects'
import { AuthError } from './AuthError'
import type { AuthContext } from './context'
import { hashSecret } from './hashSecret'

/**
 * The live session behind `Authorization: Bearer <token>`, checked against the request's
 * project: a missing, unknown or expired token, or one issued for another project, is 401
 * UNAUTHORIZED (an expired row is deleted on the way).
 *
 * @example
 * const session = await requireSession(ctx, request, project)
 * await ctx.db.shares(session.user.id)
 */
export async function requireSession(ctx: AuthContext, request: FastifyRequest, project: Project): Promise<AuthSession> {
  const header = request.headers.authorization
  const token = typeof header === 'string' && /^Bearer [A-Za-z0-9_-]{20,100}$/.test(header) ? header.slice(7) : undefined
  if (!token) throw new AuthError(401, 'UNAUTHORIZED', 'Sign in first: no session token')
  const hash = hashSecret(token)
  const row = await ctx.db.session(hash)
  if (!row) throw new AuthError(401, 'UNAUTHORIZED', 'Session not found or signed out')
  if (row.expiresAt <= ctx.now()) {
    await ctx.db.deleteSession(hash)
    throw new AuthError(401, 'UNAUTHORIZED', 'Session expired: sign in again')
  }
  if (row.projectId !== project.id) throw new AuthError(401, 'UNAUTHORIZED', 'This session belongs to another project')
  return { token, expiresAt: row.expiresAt, projectId: row.projectId, user: row.user }
}

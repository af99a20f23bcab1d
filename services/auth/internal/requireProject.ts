import type { FastifyRequest } from 'fastify'
import type { Project } from '../../fixtures/projects/loadProjects'
import { AuthError } from './AuthError'

/**
 * The project a request names in `?projectId=`: it must exist in config/projects.json, else 403
 * PROJECT_NOT_ALLOWED. Sessions are bound to it, so every sign-in route needs one.
 *
 * @example
 * const project = requireProject(request, ctx.projects)
 */
export function requireProject(request: FastifyRequest, projects: readonly Project[]): Project {
  const id = (request.query as Record<string, unknown> | undefined)?.projectId
  if (typeof id !== 'string' || id === '') throw new AuthError(403, 'PROJECT_NOT_ALLOWED', 'projectId is missing')
  const project = projects.find((p) => p.id === id)
  if (!project) throw new AuthError(403, 'PROJECT_NOT_ALLOWED', `projectId '${id.slice(0, 64)}' is not registered`)
  return project
}

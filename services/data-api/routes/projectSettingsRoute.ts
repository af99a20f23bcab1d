import type { FastifyInstance } from 'fastify'
import { NO_OPERATOR_ENDPOINTS, PROJECT_SETTINGS_ROUTE, SETTINGS_MAX_AGE_S, type ProjectSettings } from '../../../shared/dataApi/projectSettings'
import type { Project } from '../../fixtures/projects/loadProjects'
import { HttpError } from '../internal/HttpError'
import { PROJECT_GUARD_OFF } from '../internal/projectGuard'

/**
 * `GET /v1/projects/:projectId/settings`: one project's public settings (allowed origins,
 * analytics, connect sources, the features the operator allows, the service endpoints it runs), which the modal asks for at its
 * handshake and the modal's server turns into `frame-ancestors`, so none of it is compiled into
 * the modal. Only what a visitor's browser may see anyway: the origins are in the header of every
 * framed response. An unknown project is a 404 `Project Not Found` naming the id (the project
 * guard's 403 would read as an origin problem); the guard does not run here because the project
 * is in the path and the settings are what a caller needs before it can prove an origin.
 *
 * @example
 * projectSettingsRoute(app, loadProjects())
 */
export function projectSettingsRoute(app: FastifyInstance, projects: readonly Project[]): void {
  app.get(PROJECT_SETTINGS_ROUTE, { config: PROJECT_GUARD_OFF }, async (request, reply) => {
    const { projectId } = request.params as { projectId: string }
    const project = projects.find((p) => p.id === projectId)
    if (!project) throw new HttpError(404, 'Project Not Found', `Project '${projectId.slice(0, 64)}' is not registered with this service: add it to config/projects.json`)
    const settings: ProjectSettings = {
      projectId: project.id,
      allowedOrigins: [...project.allowedOrigins],
      analytics: project.analytics,
      connectSources: [...project.connectSources],
      features: { ...project.features },
      // 'localStack' is filled in by the stack that serves it; one left unfilled names no endpoint.
      endpoints: project.endpoints && project.endpoints !== 'localStack' ? project.endpoints : NO_OPERATOR_ENDPOINTS,
    }
    return reply.header('cache-control', `public, max-age=${SETTINGS_MAX_AGE_S}`).send(settings)
  })
}

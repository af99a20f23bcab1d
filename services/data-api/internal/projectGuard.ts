import type { FastifyReply, FastifyRequest } from 'fastify'
import { Alerts } from '../../../shared/errors/messages'
import type { Project } from '../../fixtures/projects/loadProjects'
import { HttpError } from './HttpError'

/** The header a caller (the modal) uses to name the host page it is embedded in. */
export const HOST_ORIGIN_HEADER = 'x-airlock-host-origin'

const projects = new WeakMap<FastifyRequest, Project>()

/** Route config of the few routes that check the project themselves (project settings). */
export const PROJECT_GUARD_OFF = Object.freeze({ projectGuard: false })

/**
 * The project the guard admitted for this request.
 *
 * @example
 * projectOf(request).analytics
 */
export function projectOf(request: FastifyRequest): Project {
  const p = projects.get(request)
  if (!p) throw new Error('projectOf() called on a route the project guard did not run for')
  return p
}

function denied(reason: string): HttpError {
  // The error/message pair is what the modal maps to its "Invalid App Configuration" alert.
  return new HttpError(403, Alerts.invalidAppConfiguration.title, Alerts.invalidAppConfiguration.description, { reason })
}

/**
 * The project check every route runs (a preHandler). The `projectId` comes from the query, or
 * from a JSON body for POSTs; an unknown one is refused with 403. Who may call:
 * - `Origin` (set by browsers) must be a modal origin (the modal iframe is the real caller of
 *   the API) or one of the project's `allowedOrigins` (a page calling directly);
 * - `X-Airlock-Host-Origin`, when present, names the page embedding the modal and must be one
 *   of the project's `allowedOrigins`.
 * Requests without either header (scripts, tests, curl) are checked by project id only.
 * Routes registered with {@link PROJECT_GUARD_OFF} check their project themselves.
 *
 * @example
 * app.addHook('preHandler', projectGuard({ projects, modalOrigins }))
 */
export function projectGuard(options: { projects: readonly Project[]; modalOrigins: readonly string[] }) {
  const modal = new Set(options.modalOrigins)
  return async (request: FastifyRequest, _reply: FastifyReply): Promise<void> => {
    if (request.method === 'OPTIONS' || !request.routeOptions.url) return
    if ((request.routeOptions.config as { projectGuard?: boolean }).projectGuard === false) return
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.projectId
    const body = request.body
    const fromBody = body && typeof body === 'object' ? (body as Record<string, unknown>).projectId : undefined
    const id = fromQuery ?? fromBody
    if (id === undefined || id === '') throw denied('projectId is missing')
    const project = typeof id === 'string' ? options.projects.find((p) => p.id === id) : undefined
    if (!project) throw denied(`projectId '${String(id).slice(0, 64)}' is not registered`)
    const origin = request.headers.origin
    if (origin !== undefined && !modal.has(origin) && !project.allowedOrigins.includes(origin)) {
      throw denied(`Origin ${origin.slice(0, 200)} is not allowed for project '${project.id}'`)
    }
    const host = request.headers[HOST_ORIGIN_HEADER]
    if (host !== undefined && (typeof host !== 'string' || !project.allowedOrigins.includes(host))) {
      throw denied(`Host origin ${String(host).slice(0, 200)} is not allowed for project '${project.id}'`)
    }
    projects.set(request, project)
  }
}

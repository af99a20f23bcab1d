import type { FastifyInstance } from 'fastify'
import { Constants } from '../../../shared/constants'
import type { DataApiContext } from '../internal/context'
import { HttpError } from '../internal/HttpError'
import { projectOf } from '../internal/projectGuard'
import { parseShortText } from '../internal/validate'
import { createStoredRateLimiter } from '../../internal/createStoredRateLimiter'

/** The storage event kind of analytics events. */
export const ANALYTICS_KIND = 'analytics'

/** What one visitor and one project may send, and how long events are kept (issue 11 #10). */
export const ANALYTICS_LIMITS = {
  /** Largest request body: an event is a few hundred bytes. */
  bodyBytes: 8 * 1024,
  /** Largest `props`, serialised. */
  propsChars: 4 * 1024,
  perAddress: { burst: 120, perSecond: 5 },
  perProject: { burst: 600, perSecond: 20 },
  retentionMs: 30 * 24 * 3600 * 1000,
  /** Old events are deleted at most this often. */
  pruneEveryMs: 60 * 60 * 1000,
} as const

/** An analytics event as the sink stores it. */
export interface AnalyticsEvent {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
  st: string
  sv: string
  origin: string | null
}

function text(body: Record<string, unknown>, name: string, max: number): string {
  const v = body[name]
  if (typeof v !== 'string' || v.length === 0 || v.length > max) throw HttpError.badRequest('Invalid event', `'${name}' must be a non-empty string of at most ${max} characters`)
  return v
}

/**
 * The analytics sink `POST /e?projectId&st&sv` (body eventId, url, domain, timestamp, props;
 * stored as an `analytics` event; 204) and `GET /getAnalyticsConfig` (`{ isAnalyticsEnabled }`
 * from the project's `analytics` flag). A project with analytics off gets 400 from the sink and
 * nothing is stored. A `text/plain` body (what `sendBeacon` sends) is read as JSON too. Abuse
 * is bounded: an 8 KB body limit (413), 4 KB of props, rate limits per address and per project
 * (429), and events older than 30 days are deleted.
 *
 * @example
 * analyticsRoutes(app, ctx)
 */
export function analyticsRoutes(app: FastifyInstance, ctx: DataApiContext, limits = ANALYTICS_LIMITS): void {
  // In the store: instances behind one load balancer share the limits.
  const perAddress = createStoredRateLimiter(ctx.storage, 'analytics-ip', limits.perAddress)
  const perProject = createStoredRateLimiter(ctx.storage, 'analytics-project', limits.perProject)
  let prunedAt = 0
  app.get('/getAnalyticsConfig', async (request) => ({ isAnalyticsEnabled: projectOf(request).analytics }))

  app.post('/e', { bodyLimit: limits.bodyBytes }, async (request, reply) => {
    const q = request.query as Record<string, unknown>
    const project = projectOf(request)
    if (!(await perAddress(request.ip)) || !(await perProject(project.id))) throw new HttpError(429, 'Too Many Requests', 'Too many analytics events; slow down')
    let body = request.body
    if (typeof body === 'string') {
      try {
        body = JSON.parse(body)
      } catch {
        throw HttpError.badRequest('Invalid event', 'body must be JSON')
      }
    }
    if (!body || typeof body !== 'object' || Array.isArray(body)) throw HttpError.badRequest('Invalid event', 'body must be a JSON object')
    const b = body as Record<string, unknown>
    const timestamp = b.timestamp
    if (typeof timestamp !== 'number' || !Number.isFinite(timestamp) || timestamp < 0) throw HttpError.badRequest('Invalid event', "'timestamp' must be milliseconds since the epoch")
    const props = b.props ?? {}
    if (typeof props !== 'object' || props === null || Array.isArray(props)) throw HttpError.badRequest('Invalid event', "'props' must be an object")
    if (JSON.stringify(props).length > limits.propsChars) throw HttpError.badRequest('Invalid event', `'props' must be at most ${limits.propsChars} characters of JSON`)
    const event: AnalyticsEvent = {
      eventId: text(b, 'eventId', 128),
      url: text(b, 'url', 2048),
      domain: text(b, 'domain', 253),
      timestamp,
      props: props as Record<string, unknown>,
      st: parseShortText(q.st, 'st') ?? Constants.sdkType,
      sv: parseShortText(q.sv, 'sv') ?? Constants.sdkVersion,
      origin: request.headers.origin ?? null,
    }
    if (!project.analytics) throw HttpError.badRequest('Analytics Disabled', `analytics is disabled for project '${project.id}'`)
    await ctx.storage.events.add({ kind: ANALYTICS_KIND, projectId: project.id, payload: event })
    if (Date.now() - prunedAt > limits.pruneEveryMs) {
      prunedAt = Date.now()
      await ctx.storage.events.prune(ANALYTICS_KIND, prunedAt - limits.retentionMs)
    }
    return reply.code(204).send()
  })
}

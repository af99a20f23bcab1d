import type { FastifyInstance } from 'fastify'
import { escapeLogField } from './escapeLogField'

/** One request as `logRequests` writes it: a JSON object per line. */
export interface RequestLogEntry {
  time: string
  service: string
  /** The request's id (`requestIdFrom`), also sent back as `x-request-id`. */
  requestId: string
  method: string
  /** The route the router matched (`/v1/account/:address/balance`), or the escaped, cut path of an unknown one. */
  route: string
  status: number
  ms: number
}

/**
 * Structured request logs for a service's fastify app: each answer gets its request id in
 * `x-request-id`, and with `write` one JSON line per request (time, service, id, method, route,
 * status, duration). Only the matched route is logged for known routes, so addresses, tokens and
 * codes in paths or queries never reach the log; an unknown path is escaped and cut
 * (`escapeLogField`), so a client can't forge lines.
 *
 * @example
 * const app = Fastify({ genReqId: requestIdFrom })
 * logRequests(app, 'auth', (line) => process.stdout.write(`${line}\n`))
 */
export function logRequests(app: FastifyInstance, service: string, write?: (line: string) => void): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id)
  })
  if (!write) return
  app.addHook('onResponse', async (request, reply) => {
    const entry: RequestLogEntry = {
      time: new Date().toISOString(),
      service,
      requestId: request.id,
      method: escapeLogField(request.method, 16),
      route: request.routeOptions.url ?? escapeLogField(request.url.split('?')[0], 200),
      status: reply.statusCode,
      ms: Math.round(reply.elapsedTime * 100) / 100,
    }
    write(JSON.stringify(entry))
  })
}

import { randomBytes } from 'node:crypto'
import type { IncomingMessage } from 'node:http'

/** What a load balancer's request id may look like to be kept: short, and nothing a log could misread. */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/

/**
 * The id a service files a request under (fastify's `genReqId`): the `x-request-id` a load
 * balancer in front set, when it is a short plain token, so one request reads the same in every
 * tier's log; else a fresh random one. A client's id is untrusted text: anything longer or with
 * other characters is dropped, never logged.
 *
 * @example
 * Fastify({ genReqId: requestIdFrom })
 */
export function requestIdFrom(req: IncomingMessage): string {
  const given = req.headers['x-request-id']
  return typeof given === 'string' && SAFE_ID.test(given) ? given : randomBytes(8).toString('hex')
}

import type { FastifyRequest } from 'fastify'
import type { DataApiContext } from './context'

/**
 * The origin browsers reach this service at, for every URL it builds about itself (NFT metadata
 * and images, on-ramp checkout links): the configured `publicUrl` (the load balancer's, the same
 * for every instance), else the request's own protocol and host, which is right only for one
 * instance reached directly (behind a balancer that forwards with the instance's host it would
 * name that one instance).
 *
 * @example
 * publicUrlOf(ctx, request) // 'https://api.example.com'
 */
export function publicUrlOf(ctx: DataApiContext, request: FastifyRequest): string {
  return ctx.publicUrl ?? `${request.protocol}://${request.host}`
}

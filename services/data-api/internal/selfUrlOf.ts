import type { FastifyRequest } from 'fastify'
import type { DataApiContext } from './context'

/**
 * The origin this service answers on (where its NFT metadata and images are): the configured
 * `selfUrl`, else the request's own protocol and host.
 *
 * @example
 * selfUrlOf(ctx, request) // 'http://127.0.0.1:8787'
 */
export function selfUrlOf(ctx: DataApiContext, request: FastifyRequest): string {
  return ctx.selfUrl ?? `${request.protocol}://${request.host}`
}

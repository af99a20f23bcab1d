import type { FastifyInstance } from 'fastify'
import type { DataApiContext } from '../internal/context'
import { parseAccount } from '../internal/validate'

/** What the `identity` namespace of storage holds per lower-case address. */
export interface IdentityRecord {
  name: string | null
  avatar: string | null
}

/** The storage namespace of the names table. */
export const IDENTITY_NAMESPACE = 'identity'

/**
 * `GET /v1/identity/:address?sender`: `{ name, avatar }` from the local names table
 * (storage namespace `identity`, keyed by lower-case address); both null when unknown.
 *
 * @example
 * await storage.kv.set(IDENTITY_NAMESPACE, address.toLowerCase(), { name: 'alice.airlock', avatar: null })
 */
export function identityRoute(app: FastifyInstance, ctx: DataApiContext): void {
  app.get('/v1/identity/:address', async (request) => {
    const q = request.query as Record<string, unknown>
    if (q.sender !== undefined) parseAccount(q.sender, 'sender')
    const account = parseAccount((request.params as { address: string }).address)
    const found = await ctx.storage.kv.get<IdentityRecord>(IDENTITY_NAMESPACE, account.address.toLowerCase())
    return { name: found?.name ?? null, avatar: found?.avatar ?? null }
  })
}

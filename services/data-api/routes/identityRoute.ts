import type { FastifyInstance } from 'fastify'
import type { DataApiContext } from '../internal/context'
import { parseAccount } from '../internal/validate'
import { resolveNftAvatar } from '../internal/resolveNftAvatar'
import { publicUrlOf } from '../internal/publicUrlOf'

/** What the `identity` namespace of storage holds per lower-case address. */
export interface IdentityRecord {
  name: string | null
  avatar: string | null
}

/** The storage namespace of the names table. */
export const IDENTITY_NAMESPACE = 'identity'

/**
 * `GET /v1/identity/:address?sender`: `{ name, avatar }` from the local names table
 * (storage namespace `identity`, keyed by lower-case address); both null when unknown. An
 * avatar that is an NFT record (`eip155:1/erc721:0x…/1`) answers as that NFT's image, or null
 * when the address does not hold it or it is not erc721 / erc1155 (docs/validation.md#names).
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
    const avatar = found?.avatar ?? null
    // An ENS-style NFT record (CAIP-19 shaped) becomes the NFT's image while the address holds it.
    if (avatar && /^[-a-z0-9]{3,8}:[^/]+\/[a-z0-9]+:/.test(avatar)) return { name: found?.name ?? null, avatar: await resolveNftAvatar(ctx, account.address, avatar, publicUrlOf(ctx, request)) }
    return { name: found?.name ?? null, avatar }
  })
}

import type { FastifyInstance } from 'fastify'
import { isAddress } from 'viem'
import { base58 } from '../../../shared/solana/base58'
import type { StoredShares } from '../../../shared/authApi/types'
import type { ShareCurve } from '../internal/AuthDatabase'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { requireProject } from '../internal/requireProject'
import { requireSession } from '../internal/requireSession'

// A Shamir share of a 32-byte key is 33 bytes; leave room for other schemes, not for blobs.
const SHARE = /^[A-Za-z0-9+/]{4,2048}={0,2}$/

function parseShares(body: unknown, curve: ShareCurve): StoredShares {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const { address, authShare, recoveryShare } = b
  if (curve === 'ed25519') {
    if (typeof address !== 'string' || !isSolanaAddress(address)) throw new AuthError(400, 'BAD_REQUEST', 'address must be a Solana address')
  } else if (typeof address !== 'string' || !isAddress(address, { strict: false })) throw new AuthError(400, 'BAD_REQUEST', 'address must be an EVM address')
  for (const [name, value] of [['authShare', authShare], ['recoveryShare', recoveryShare]] as const) {
    if (typeof value !== 'string' || !SHARE.test(value)) throw new AuthError(400, 'BAD_REQUEST', `${name} must be base64 (at most 2 KB)`)
  }
  return { address, authShare: authShare as string, recoveryShare: recoveryShare as string }
}

function isSolanaAddress(address: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return false
  return base58.decode(address).length === 32
}

/** `?curve=` names the key: absent or `secp256k1` for the EVM key, `ed25519` for Solana's. */
function curveOf(query: unknown): ShareCurve {
  const curve = (query as { curve?: unknown } | undefined)?.curve
  if (curve === undefined || curve === 'secp256k1') return 'secp256k1'
  if (curve === 'ed25519') return 'ed25519'
  throw new AuthError(400, 'BAD_REQUEST', 'curve must be secp256k1 or ed25519')
}

/**
 * The server-held key shares of a user's embedded wallet, released only to that user's live
 * session: `GET /v1/wallet/shares` (404 before the wallet exists), `PUT` stores both once (204;
 * 409 CONFLICT when the user already has shares, so a second device can't replace the wallet).
 * One wallet per curve (`?curve=ed25519` is the Solana key, with a base58 address).
 *
 * @example
 * shareRoutes(app, ctx)
 */
export function shareRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/v1/wallet/shares', async (request): Promise<StoredShares> => {
    const session = requireSession(ctx, request, requireProject(request, ctx.projects))
    const shares = ctx.db.shares(session.user.id, curveOf(request.query))
    if (!shares) throw new AuthError(404, 'NOT_FOUND', 'No wallet yet for this user')
    return shares
  })

  app.put('/v1/wallet/shares', async (request, reply) => {
    const session = requireSession(ctx, request, requireProject(request, ctx.projects))
    const curve = curveOf(request.query)
    const shares = parseShares(request.body, curve)
    if (!ctx.db.putShares(session.user.id, shares, ctx.now(), curve)) throw new AuthError(409, 'CONFLICT', 'This user already has a wallet')
    return reply.code(204).send()
  })
}

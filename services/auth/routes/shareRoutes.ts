import type { FastifyInstance } from 'fastify'
import { isAddress } from 'viem'
import { base58 } from '../../../shared/solana/base58'
import { ss58Decode } from '../../../shared/polkadot/ss58Decode'
import { SEALED_RECOVERY_SHARE_BYTES, SEALED_RECOVERY_SHARE_VERSION, type StoredShares, type WalletShares } from '../../../shared/authApi/types'
import type { ShareCurve } from '../internal/AuthDatabase'
import { curveOf } from '../internal/curveOf'
import { isSealedShare } from '../internal/isSealedShare'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { requireProject } from '../internal/requireProject'
import { requireSession } from '../internal/requireSession'
import { deviceProofHashOf, requireKnownDevice } from '../secondFactor/requireKnownDevice'
import { requireShareWrite } from '../secondFactor/requireShareWrite'

// A Shamir share of a 32-byte key is 33 bytes (44 base64 characters): nothing longer is a share.
const AUTH_SHARE = /^[A-Za-z0-9+/]{44}$/

function parseShares(body: unknown, curve: ShareCurve): StoredShares {
  const b = (body && typeof body === 'object' ? body : {}) as Record<string, unknown>
  const { address, authShare, sealedRecoveryShare } = b
  if (curve === 'ed25519') {
    if (typeof address !== 'string' || !isSolanaAddress(address)) throw new AuthError(400, 'BAD_REQUEST', 'address must be a Solana address')
  } else if (curve === 'sr25519') {
    if (ss58Decode(address)?.prefix !== 0) throw new AuthError(400, 'BAD_REQUEST', 'address must be a Polkadot (SS58 prefix 0) address')
  } else if (typeof address !== 'string' || !isAddress(address, { strict: false })) throw new AuthError(400, 'BAD_REQUEST', 'address must be an EVM address')
  if (typeof authShare !== 'string' || !AUTH_SHARE.test(authShare) || Buffer.from(authShare, 'base64').length !== 33) {
    throw new AuthError(400, 'BAD_REQUEST', 'authShare must be a 33-byte share in base64')
  }
  if (typeof sealedRecoveryShare !== 'string' || !isSealedShare(sealedRecoveryShare, SEALED_RECOVERY_SHARE_VERSION)) {
    throw new AuthError(400, 'BAD_REQUEST', `sealedRecoveryShare must be a sealed share (${SEALED_RECOVERY_SHARE_BYTES} bytes in base64)`)
  }
  if ('recoveryShare' in b) throw new AuthError(400, 'BAD_REQUEST', 'A plain recoveryShare is no longer stored')
  return { address: address as string, authShare, sealedRecoveryShare }
}

function isSolanaAddress(address: string): boolean {
  if (!/^[1-9A-HJ-NP-Za-km-z]{32,44}$/.test(address)) return false
  return base58.decode(address).length === 32
}

/**
 * The server-held part of a user's embedded wallet, released only to that user's live session:
 * the auth share and the recovery share *sealed* under the visitor's recovery code, which never
 * reaches the service, so neither the database nor a session rebuilds the key. `GET
 * /v1/wallet/shares` (200 with `null` before the wallet exists: a first sign-in is no error, and
 * the browser logs none; an old-scheme wallet answers its plain recovery share until migrated), `PUT` stores a new wallet once (204; 409 CONFLICT when the user
 * already has one, so a second device can't replace it), `POST …/migrate` re-splits an
 * old-scheme wallet (same address) and deletes its plain recovery share (409 when there is none).
 * A write on a user who already has a wallet (any curve) meets the second factor's bar when one is
 * in force (requireShareWrite: this user's device proof or a passed `verify`, else 403
 * SECOND_FACTOR_REQUIRED), like the read under the new-device rule (requireKnownDevice).
 * One wallet per curve (`?curve=ed25519` is the Solana key, with a base58 address; `?curve=sr25519`
 * the Polkadot key, with an SS58 address).
 *
 * @example
 * shareRoutes(app, ctx)
 */
export function shareRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/v1/wallet/shares', async (request, reply): Promise<WalletShares | undefined> => {
    const session = await requireSession(ctx, request, requireProject(request, ctx.projects))
    // The visitor's new-device rule: a browser that didn't make the wallet passes the code first.
    await requireKnownDevice(ctx, request, session)
    const shares = await ctx.db.shares(session.user.id, curveOf(request.query))
    // Sent as JSON text: a handler's own `null` would go out as an empty body.
    if (!shares) return reply.type('application/json').send('null')
    return shares
  })

  app.put('/v1/wallet/shares', async (request, reply) => {
    const session = await requireSession(ctx, request, requireProject(request, ctx.projects))
    const curve = curveOf(request.query)
    const shares = parseShares(request.body, curve)
    // A user who has a wallet on another curve: the second factor's bar, or one factor takes this curve for good.
    await requireShareWrite(ctx, request, session)
    if (!(await ctx.db.putShares(session.user.id, shares, ctx.now(), curve, deviceProofHashOf(request)))) throw new AuthError(409, 'CONFLICT', 'This user already has a wallet')
    return reply.code(204).send()
  })

  app.post('/v1/wallet/shares/migrate', async (request, reply) => {
    const session = await requireSession(ctx, request, requireProject(request, ctx.projects))
    const curve = curveOf(request.query)
    const shares = parseShares(request.body, curve)
    // The plain share is the old wallet's only way back at the service: one factor can't replace it.
    await requireShareWrite(ctx, request, session)
    if (!(await ctx.db.migrateShares(session.user.id, shares, ctx.now(), curve))) throw new AuthError(409, 'CONFLICT', 'No old-scheme wallet to migrate for this user and address')
    return reply.code(204).send()
  })
}

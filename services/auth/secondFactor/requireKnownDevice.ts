import type { FastifyRequest } from 'fastify'
import { DEVICE_PROOF_HEADER, type AuthSession } from '../../../shared/authApi/types'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { hashSecret } from '../internal/hashSecret'

/** A device proof: 32 bytes in base64url. */
const DEVICE_PROOF = /^[A-Za-z0-9_-]{43}$/

/**
 * The new-device rule, where the service releases a wallet's shares: with the user's rule
 * `newDevice` on, the session must come from a browser that made one of the user's wallets (the
 * device proof header, checked against the hashes stored with the shares) or have passed the
 * second factor (`verify`, recorded per session); otherwise 403 SECOND_FACTOR_REQUIRED and
 * nothing is released. Without the rule it lets everything through.
 *
 * @example
 * await requireKnownDevice(ctx, request, session)
 * return ctx.db.shares(session.user.id)
 */
export async function requireKnownDevice(ctx: AuthContext, request: FastifyRequest, session: AuthSession): Promise<void> {
  const factor = await ctx.db.secondFactor(session.user.id)
  if (!factor?.confirmed || !factor.rules.newDevice) return
  const proof = request.headers[DEVICE_PROOF_HEADER]
  if (typeof proof === 'string' && DEVICE_PROOF.test(proof) && (await ctx.db.isWalletDevice(session.user.id, hashSecret(proof)))) return
  if (await ctx.db.hasSecondFactorPass(hashSecret(session.token), session.user.id, ctx.now())) return
  throw new AuthError(403, 'SECOND_FACTOR_REQUIRED', 'This device is new to this wallet: enter the code from your authenticator app.')
}

/**
 * The hash of the device proof a request came with, to record the browser making a wallet; undefined without a well-formed one.
 *
 * @example
 * await ctx.db.putShares(userId, shares, now, curve, deviceProofHashOf(request))
 */
export function deviceProofHashOf(request: FastifyRequest): string | undefined {
  const proof = request.headers[DEVICE_PROOF_HEADER]
  return typeof proof === 'string' && DEVICE_PROOF.test(proof) ? hashSecret(proof) : undefined
}

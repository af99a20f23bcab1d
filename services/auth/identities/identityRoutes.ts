import type { FastifyInstance } from 'fastify'
import type { AuthSession, LinkedMethod, LinkedMethodsResponse } from '../../../shared/authApi/types'
import { escapeLogField } from '../../internal/escapeLogField'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { hashSecret } from '../internal/hashSecret'
import { requireProject } from '../internal/requireProject'
import { requireSession } from '../internal/requireSession'
import { requireSecondFactorPass } from '../secondFactor/requireSecondFactorPass'
import { methodOf } from './methodOf'

/** How old the proof's session may be: it must come from a sign-in made for this link. */
export const LINK_PROOF_MAX_AGE_MS = 5 * 60_000

const TOKEN = /^[A-Za-z0-9_-]{20,100}$/

/**
 * Linked sign-in methods. `GET /v1/auth/methods` lists the session's user's methods;
 * `POST …/link` links the method of a second session made moments ago (`proofToken`, at most 5
 * minutes old, same project) to the caller's user, so the visitor has proved control of both: the
 * wallet's session and the new method's own sign-in (email code, OpenID Connect, Farcaster
 * signature, or any kind added later). A method another user owns (a wallet or other methods)
 * is 409 METHOD_TAKEN and nothing is merged. `POST …/unlink` removes one, never the last (409
 * LAST_METHOD) nor the one the caller's session was made with (409 METHOD_IN_USE), and ends the
 * sessions made with it. Both change who can act as the account, so with a second factor in
 * force the caller's session must have passed it first (403 SECOND_FACTOR_REQUIRED otherwise,
 * requireSecondFactorPass).
 *
 * @example
 * identityRoutes(app, ctx)
 */
export function identityRoutes(app: FastifyInstance, ctx: AuthContext): void {
  const list = async (session: AuthSession): Promise<LinkedMethodsResponse> => {
    const rows = await ctx.db.identitiesOf(session.user.id)
    // A user who never linked has one method: the one it was founded with, which is this session's.
    if (rows.length === 0) return { methods: [asMethod({ ...methodOf(session.user, 0), linkedAt: 0 })] }
    return { methods: rows.map(asMethod) }
  }

  app.get('/v1/auth/methods', async (request): Promise<LinkedMethodsResponse> => list(await requireSession(ctx, request, requireProject(request, ctx.projects))))

  app.post('/v1/auth/methods/link', async (request): Promise<LinkedMethodsResponse> => {
    const project = requireProject(request, ctx.projects)
    const session = await requireSession(ctx, request, project)
    // Before the proof is spent: the modal asks for the factor and tries again with the same proof.
    await requireSecondFactorPass(ctx, session)
    const { proofToken } = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
    if (typeof proofToken !== 'string' || !TOKEN.test(proofToken)) throw new AuthError(400, 'BAD_REQUEST', 'proofToken must be the token of the new method’s sign-in')
    if (proofToken === session.token) throw new AuthError(400, 'BAD_REQUEST', 'Sign in with the method to link first')
    const proofHash = hashSecret(proofToken)
    const proof = await ctx.db.session(proofHash)
    const now = ctx.now()
    const issuedAt = proof ? proof.expiresAt - ctx.limits.sessionTtlMs : -Infinity
    if (!proof || proof.projectId !== project.id || proof.expiresAt <= now || now - issuedAt > LINK_PROOF_MAX_AGE_MS) {
      throw new AuthError(401, 'UNAUTHORIZED', 'This sign-in has expired. Please sign in again.')
    }
    // The proof has done its job either way: it never becomes a second live session.
    await ctx.db.deleteSession(proofHash)
    const founder = methodOf(session.user, 0)
    const method = methodOf(proof.user, now)
    const outcome = await ctx.db.linkIdentity(session.user.id, founder, method, hashSecret(session.token))
    if (outcome === 'taken') throw new AuthError(409, 'METHOD_TAKEN', 'This sign-in method belongs to another wallet. Nothing was linked.')
    ctx.log(`auth: ${escapeLogField(method.kind)} method ${outcome === 'linked' ? 'linked to' : 'already on'} ${escapeLogField(session.user.id)}`)
    return list(session)
  })

  app.post('/v1/auth/methods/unlink', async (request): Promise<LinkedMethodsResponse> => {
    const session = await requireSession(ctx, request, requireProject(request, ctx.projects))
    await requireSecondFactorPass(ctx, session)
    const { methodId } = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
    if (typeof methodId !== 'string' || methodId.length > 300 || !methodId.includes(':')) throw new AuthError(400, 'BAD_REQUEST', 'methodId must name one of your sign-in methods')
    const last = new AuthError(409, 'LAST_METHOD', 'This is your only sign-in method. Link another one before unlinking it.')
    if ((await ctx.db.identitiesOf(session.user.id)).length <= 1) throw last
    if (methodId === methodOf(session.user, 0).methodId) throw new AuthError(409, 'METHOD_IN_USE', 'You are signed in with this method. Sign in with another one to unlink it.')
    const outcome = await ctx.db.unlinkIdentity(session.user.id, methodId)
    if (outcome === 'last') throw last
    if (outcome === 'missing') throw new AuthError(404, 'NOT_FOUND', 'No such sign-in method on this account')
    ctx.log(`auth: a method unlinked from ${escapeLogField(session.user.id)}`)
    return list(session)
  })
}

function asMethod(row: { methodId: string; kind: string; label: string; linkedAt: number }): LinkedMethod {
  return { id: row.methodId, kind: row.kind, label: row.label, linkedAt: row.linkedAt }
}

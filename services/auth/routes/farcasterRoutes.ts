import type { FastifyInstance } from 'fastify'
import type { FarcasterApproval, FarcasterChannel, FarcasterChannelStatus } from '../../../shared/authApi/types'
import { escapeLogField } from '../../internal/escapeLogField'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { issueSession } from '../internal/issueSession'
import { requireProject } from '../internal/requireProject'
import { channelUrl } from '../farcaster/channelUrl'
import { verifySiwfApproval } from '../farcaster/verifySiwfApproval'

/**
 * The Farcaster sign-in relay. The modal creates a channel (a token, a nonce, 5 minutes) and polls
 * its status; a Farcaster client approves it with a SIWF message signed by the fid's custody key
 * (see `verifySiwfApproval`). A fid stays bound to the custody address it first signed in with,
 * the local stand-in for Farcaster's ID registry. The user id is `farcaster:<fid>`.
 *
 * @example
 * farcasterRoutes(app, ctx)
 */
export function farcasterRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/v1/auth/farcaster/channel', async (request): Promise<FarcasterChannel> => {
    const project = requireProject(request, ctx.projects)
    const c = ctx.channels.create({ projectId: project.id, domain: new URL(ctx.publicUrl).host, siweUri: ctx.publicUrl, ttlMs: ctx.limits.channelTtlMs })
    return { channelToken: c.channelToken, url: channelUrl(ctx.publicUrl, c), expiresAt: c.expiresAt }
  })

  app.get('/v1/auth/farcaster/channel/:channelToken', async (request): Promise<FarcasterChannelStatus> => {
    const project = requireProject(request, ctx.projects)
    const c = ctx.channels.get((request.params as { channelToken: string }).channelToken)
    if (!c || c.projectId !== project.id) throw new AuthError(404, 'NOT_FOUND', 'No such Farcaster sign-in')
    if (c.expiresAt <= ctx.now()) return { state: 'expired' }
    return c.session ? { state: 'completed', session: c.session } : { state: 'pending' }
  })

  app.post('/v1/auth/farcaster/channel/:channelToken/approve', async (request, reply) => {
    const c = ctx.channels.get((request.params as { channelToken: string }).channelToken)
    if (!c) throw new AuthError(404, 'NOT_FOUND', 'No such Farcaster sign-in')
    const now = ctx.now()
    if (c.expiresAt <= now) throw new AuthError(400, 'CODE_EXPIRED', 'This Farcaster sign-in has expired')
    if (c.session) throw new AuthError(409, 'CONFLICT', 'This Farcaster sign-in is already approved')
    const approval = (request.body && typeof request.body === 'object' ? request.body : {}) as FarcasterApproval
    const custody = await verifySiwfApproval(approval, c, now)
    if (ctx.db.bindFarcasterCustody(approval.fid, custody, now) !== custody.toLowerCase()) {
      throw new AuthError(400, 'SIGN_IN_FAILED', 'Farcaster sign-in refused: this fid belongs to another custody address')
    }
    // Checked again: another approval may have landed while the signature was being verified.
    if (c.session) throw new AuthError(409, 'CONFLICT', 'This Farcaster sign-in is already approved')
    c.session = issueSession(ctx, { id: `farcaster:${approval.fid}`, username: approval.username, provider: 'farcaster' }, c.projectId)
    ctx.log(`auth: farcaster sign-in of fid ${escapeLogField(approval.fid)} for ${escapeLogField(c.projectId)}`)
    return reply.code(204).send()
  })
}

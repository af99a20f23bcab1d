import type { FastifyInstance } from 'fastify'
import { getAddress } from 'viem'
import { FARCASTER_SECRET_HEADER, type FarcasterApproval, type FarcasterChannel, type FarcasterChannelStatus } from '../../../shared/authApi/types'
import { escapeLogField } from '../../internal/escapeLogField'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { issueSession } from '../internal/issueSession'
import { requireProject } from '../internal/requireProject'
import { channelUrl } from '../farcaster/channelUrl'
import { FarcasterChannels } from '../farcaster/FarcasterChannels'
import { verifySiwfApproval } from '../farcaster/verifySiwfApproval'

const refuse = (why: string) => new AuthError(400, 'SIGN_IN_FAILED', `Farcaster sign-in refused: ${why}`)

/**
 * The Farcaster sign-in relay. The modal creates a channel with the hash of a secret it keeps
 * (`secretHash`; the secret never enters the QR code or any URL) and polls its status sending the
 * secret in the `X-Airlock-Channel-Secret` header; a Farcaster client approves it with a SIWF
 * message signed by the fid's custody key as the ID registry names it (see `verifySiwfApproval`
 * and `FarcasterIdRegistry`). The session is started only when the modal's poll takes it, and
 * only once: a poll without the secret, or any poll after that, gets no session. The user id is
 * `farcaster:<fid>`.
 *
 * @example
 * farcasterRoutes(app, ctx)
 */
export function farcasterRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.post('/v1/auth/farcaster/channel', async (request): Promise<FarcasterChannel> => {
    const project = requireProject(request, ctx.projects)
    const { secretHash } = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
    if (!FarcasterChannels.isSecretHash(secretHash)) throw new AuthError(400, 'BAD_REQUEST', 'secretHash must be the SHA-256 (base64url) of the channel secret the modal keeps')
    const now = ctx.now()
    const c = await ctx.db.farcasterChannels.create(
      { projectId: project.id, secretHash, domain: new URL(ctx.publicUrl).host, siweUri: ctx.publicUrl, expiresAt: now + ctx.limits.channelTtlMs },
      now,
    )
    return { channelToken: c.channelToken, url: channelUrl(ctx.publicUrl, c), expiresAt: c.expiresAt }
  })

  app.get('/v1/auth/farcaster/channel/:channelToken', async (request): Promise<FarcasterChannelStatus> => {
    const project = requireProject(request, ctx.projects)
    const secret = request.headers[FARCASTER_SECRET_HEADER]
    const found = await ctx.db.farcasterChannels.release((request.params as { channelToken: string }).channelToken, project.id, typeof secret === 'string' ? secret : undefined, ctx.now())
    if (!found) throw new AuthError(404, 'NOT_FOUND', 'No such Farcaster sign-in')
    if (found.state === 'gone') throw new AuthError(409, 'CONFLICT', 'This Farcaster sign-in was already completed')
    if (found.state !== 'completed') return { state: found.state }
    return { state: 'completed', session: await issueSession(ctx, found.user, project.id) }
  })

  app.post('/v1/auth/farcaster/channel/:channelToken/approve', async (request, reply) => {
    const c = await ctx.db.farcasterChannels.get((request.params as { channelToken: string }).channelToken)
    if (!c) throw new AuthError(404, 'NOT_FOUND', 'No such Farcaster sign-in')
    const now = ctx.now()
    if (c.expiresAt <= now) throw new AuthError(400, 'CODE_EXPIRED', 'This Farcaster sign-in has expired')
    if (c.approvedUser || c.released) throw new AuthError(409, 'CONFLICT', 'This Farcaster sign-in is already approved')
    const approval = (request.body && typeof request.body === 'object' ? request.body : {}) as FarcasterApproval
    const custody = await verifySiwfApproval(approval, c, now)
    // The fid is the registry's word, not the approver's: the signer must be the fid's custody key.
    const registered = await ctx.farcasterRegistry.custodyOf(approval.fid).catch(() => undefined)
    if (!registered) throw refuse('this fid is not in the Farcaster ID registry')
    if (getAddress(registered) !== custody) throw refuse('this fid belongs to another custody address')
    if (await ctx.db.bindFarcasterCustody(approval.fid, custody, now) !== custody.toLowerCase()) throw refuse('this fid belongs to another custody address')
    // Only if still open: another approval (at any instance) may have landed while the signature was being verified.
    const user = { id: `farcaster:${approval.fid}`, username: approval.username, provider: 'farcaster' as const }
    if (!(await ctx.db.farcasterChannels.approve(c.channelToken, user, now))) throw new AuthError(409, 'CONFLICT', 'This Farcaster sign-in is already approved')
    ctx.log(`auth: farcaster sign-in of fid ${escapeLogField(approval.fid)} for ${escapeLogField(c.projectId)}`)
    return reply.code(204).send()
  })
}

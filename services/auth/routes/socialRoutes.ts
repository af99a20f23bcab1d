import { createHash, randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { OidcSocialProvider, SessionResponse } from '../../../shared/authApi/types'
import { escapeLogField } from '../../internal/escapeLogField'
import { AuthError } from '../internal/AuthError'
import type { AuthContext } from '../internal/context'
import { hashSecret } from '../internal/hashSecret'
import { issueSession } from '../internal/issueSession'
import { requireProject } from '../internal/requireProject'
import { oidcProviders } from '../oidc/oidcProviders'

const STATE = /^[\x21-\x7e]{1,512}$/
const CHALLENGE = /^[A-Za-z0-9_-]{43}$/
// RFC 7636 verifier alphabet and length.
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/
const ONE_TIME_CODE = /^[A-Za-z0-9_-]{43}$/

function allowedRedirect(raw: unknown, modalOrigins: ReadonlySet<string>): string {
  let url: URL | undefined
  try {
    url = typeof raw === 'string' ? new URL(raw) : undefined
  } catch {
    url = undefined
  }
  if (!url || !modalOrigins.has(url.origin) || url.hash || url.username || url.password) {
    throw new AuthError(400, 'INVALID_REDIRECT', 'redirectUri must be a page of the modal')
  }
  return url.toString()
}

function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base)
  for (const [k, v] of Object.entries(params)) url.searchParams.set(k, v)
  return url.toString()
}

/**
 * Social sign-in through the local OpenID Connect provider. `start` (opened in the modal's
 * popup) checks the provider, project, PKCE challenge and that `redirectUri` is a modal page,
 * then redirects to the provider; `callback` finishes the provider leg and redirects to
 * `redirectUri?code=&state=` with a one-time code (2 min, stored hashed) or `?error=SIGN_IN_FAILED`;
 * `exchange` trades that code plus the PKCE verifier for a session (user id `<provider>:<sub>`).
 *
 * @example
 * socialRoutes(app, ctx)
 */
export function socialRoutes(app: FastifyInstance, ctx: AuthContext): void {
  app.get('/v1/auth/social/:provider/start', async (request, reply) => {
    const provider = (request.params as { provider: string }).provider
    if (!Object.hasOwn(oidcProviders, provider)) throw new AuthError(400, 'INVALID_PROVIDER', `Unknown social provider '${provider.slice(0, 32)}'`)
    const project = requireProject(request, ctx.projects)
    const q = request.query as Record<string, unknown>
    const redirectUri = allowedRedirect(q.redirectUri, ctx.modalOrigins)
    if (typeof q.state !== 'string' || !STATE.test(q.state)) throw new AuthError(400, 'BAD_REQUEST', 'state must be 1-512 printable characters')
    if (typeof q.codeChallenge !== 'string' || !CHALLENGE.test(q.codeChallenge)) throw new AuthError(400, 'BAD_REQUEST', 'codeChallenge must be a PKCE S256 challenge')
    if (!ctx.oidc) throw new AuthError(503, 'SIGN_IN_FAILED', 'Social sign-in is not available right now')
    const url = await ctx.oidc.authorizeUrl({ provider: provider as OidcSocialProvider, projectId: project.id, redirectUri, state: q.state, codeChallenge: q.codeChallenge })
    return reply.redirect(url, 302)
  })

  app.get('/v1/auth/social/callback', async (request, reply) => {
    const q = request.query as Record<string, unknown>
    const pending = typeof q.state === 'string' ? await ctx.oidc?.takeFlow(q.state) : undefined
    if (!pending || !ctx.oidc) throw new AuthError(400, 'SIGN_IN_FAILED', 'This sign-in is no longer valid. Start again from the modal.')
    const { flow } = pending
    try {
      if (typeof q.code !== 'string') throw new Error(`provider answered ${escapeLogField(q.error ?? 'without a code')}`)
      const user = await ctx.oidc.finish(pending, q.code)
      const code = randomBytes(32).toString('base64url')
      await ctx.db.insertSocialCode(hashSecret(code), { user, projectId: flow.projectId, codeChallenge: flow.codeChallenge, expiresAt: ctx.now() + ctx.limits.socialCodeTtlMs })
      ctx.log(`auth: ${flow.provider} sign-in of ${escapeLogField(user.id)} for ${escapeLogField(flow.projectId)}`)
      return reply.redirect(withParams(flow.redirectUri, { code, state: flow.state }), 302)
    } catch (error) {
      ctx.log(`auth: ${flow.provider} sign-in failed: ${escapeLogField((error as Error).message)}`)
      return reply.redirect(withParams(flow.redirectUri, { error: 'SIGN_IN_FAILED', state: flow.state }), 302)
    }
  })

  app.post('/v1/auth/social/exchange', async (request): Promise<SessionResponse> => {
    const project = requireProject(request, ctx.projects)
    const b = (request.body && typeof request.body === 'object' ? request.body : {}) as Record<string, unknown>
    if (typeof b.code !== 'string' || !ONE_TIME_CODE.test(b.code)) throw new AuthError(400, 'INVALID_CODE', 'code is not a sign-in code')
    if (typeof b.codeVerifier !== 'string' || !VERIFIER.test(b.codeVerifier)) throw new AuthError(400, 'BAD_REQUEST', 'codeVerifier must be a PKCE verifier')
    // Taken (deleted) before any check: a code gets one try, so a verifier can't be guessed.
    const row = await ctx.db.takeSocialCode(hashSecret(b.code))
    if (!row || row.expiresAt <= ctx.now()) throw new AuthError(400, 'CODE_EXPIRED', 'This sign-in has expired. Please sign in again.')
    if (row.projectId !== project.id) throw new AuthError(403, 'PROJECT_NOT_ALLOWED', 'This sign-in was started for another project')
    if (createHash('sha256').update(b.codeVerifier).digest('base64url') !== row.codeChallenge) {
      throw new AuthError(400, 'SIGN_IN_FAILED', 'This sign-in was started elsewhere. Please sign in again.')
    }
    return { session: await issueSession(ctx, row.user, project.id) }
  })
}

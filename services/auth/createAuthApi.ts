import cors from '@fastify/cors'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import { isDatabaseUnavailable } from '../fixtures/storage/isDatabaseUnavailable'
import { escapeLogField } from '../internal/escapeLogField'
import { logRequests } from '../internal/logRequests'
import { requestIdFrom } from '../internal/requestIdFrom'
import { FOREIGN_HOST_MESSAGE, FOREIGN_HOST_STATUS } from '../internal/isOwnHost'
import { createStoredRateLimiter } from '../internal/createStoredRateLimiter'
import { DEVICE_PROOF_HEADER, FARCASTER_SECRET_HEADER } from '../../shared/authApi/types'
import { AuthError } from './internal/AuthError'
import type { AuthContext } from './internal/context'
import { throttledError } from './internal/throttledError'
import { DEV_PAGE_ROUTES, devPageRoutes } from './routes/devPageRoutes'
import { emailRoutes } from './routes/emailRoutes'
import { identityRoutes } from './identities/identityRoutes'
import { secondFactorRoutes } from './secondFactor/secondFactorRoutes'
import { farcasterRoutes } from './routes/farcasterRoutes'
import { passkeyRoutes } from './passkeys/passkeyRoutes'
import { HEALTH_ROUTES, healthRoutes } from './routes/healthRoutes'
import { sessionRoutes } from './routes/sessionRoutes'
import { shareRoutes } from './routes/shareRoutes'
import { socialRoutes } from './routes/socialRoutes'
import { trustProxyOption } from '../internal/trustProxyOption'

/**
 * Builds the auth service's HTTP app (fastify 5, not yet listening): the `/v1/auth/*` and
 * `/v1/wallet/shares` routes of shared/authApi/types.ts with CORS for the modal origins only, the
 * local mailbox and Farcaster connect pages (only with `ctx.devPages`), `/healthz` and `/readyz`, a 16 KB body limit,
 * per-address rate limits (kept in the database), and every refusal as `{ error: { code, message } }`. Nothing secret is
 * logged.
 *
 * Every check is made on the path the router matched, never on the raw URL: `/%761/auth/…`,
 * `/v1/auth/%65mail/…` and `//v1/auth/…` reach the same route, so they meet the same Host check,
 * Origin check and limiters as the plain spelling.
 *
 * @example
 * const app = await createAuthApi(ctx)
 * await app.listen({ host: '127.0.0.1', port: 8789 })
 */
export async function createAuthApi(ctx: AuthContext): Promise<FastifyInstance> {
  // A client gets 30 s to send its request (the limit (docs/constants.md#timing), and no slow-loris holding sockets).
  // Doubled slashes route like single ones, so no spelling of a path lands apart from its route.
  const app = Fastify({ logger: false, genReqId: requestIdFrom, bodyLimit: 16 * 1024, requestTimeout: 30_000, routerOptions: { maxParamLength: 200, ignoreDuplicateSlashes: true }, ...trustProxyOption(ctx.trustedProxies) })
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) => {
    done(null, Object.fromEntries(new URLSearchParams(String(body))))
  })
  // First, so even a refused request carries its id and gets its log line.
  logRequests(app, 'auth', ctx.requestLog)
  // In the database: instances of the service behind one load balancer share the limits.
  const { clientRequests: GENERAL_LIMIT, clientEmailCalls: EMAIL_LIMIT } = ctx.limits
  const allowGeneral = createStoredRateLimiter(ctx.db, 'auth-general', GENERAL_LIMIT, ctx.now)
  const allowEmail = createStoredRateLimiter(ctx.db, 'auth-email', EMAIL_LIMIT, ctx.now)

  app.addHook('onRequest', async (request, reply) => {
    // DNS rebinding: a page whose own name points at 127.0.0.1 reaches us with that name in Host.
    if (!ctx.allowedHosts.has((request.headers.host ?? '').toLowerCase())) throw new AuthError(FOREIGN_HOST_STATUS, 'BAD_REQUEST', FOREIGN_HOST_MESSAGE)
    // The route the router matched (percent-escapes decoded, slashes collapsed); undefined for a 404.
    const route = request.routeOptions.url
    if (route !== undefined && HEALTH_ROUTES.includes(route)) return
    if (!(await allowGeneral(request.ip))) throw throttledError(1000 / GENERAL_LIMIT.perSecond)
    if (request.method === 'POST' && route?.startsWith('/v1/auth/email/') && !(await allowEmail(request.ip))) throw throttledError(1000 / EMAIL_LIMIT.perSecond)
    const devPage = route !== undefined && DEV_PAGE_ROUTES.includes(route)
    if (!devPage) reply.header('cache-control', 'no-store')
    // Browsers name the calling page; only the modal may call the API (the page embedding it never
    // does), and only the dev pages themselves may post their forms. A 404 spelling gets the same refusal.
    const origin = request.headers.origin
    const allowedOrigin = (o: string) => (devPage ? o.startsWith('http://') && ctx.allowedHosts.has(o.slice('http://'.length)) : ctx.modalOrigins.has(o))
    if (origin !== undefined && request.method !== 'OPTIONS' && !allowedOrigin(origin)) {
      throw new AuthError(403, 'PROJECT_NOT_ALLOWED', `Origin ${origin.slice(0, 200)} may not call the auth service`)
    }
    reply.header('x-content-type-options', 'nosniff')
  })

  app.setErrorHandler((error: FastifyError | AuthError, request, reply) => {
    if (error instanceof AuthError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds))
      return reply.code(error.statusCode).send(error.toJSON())
    }
    // The database restarting or out of reach: a coded 503 the instance recovers from by itself (the pool reconnects).
    if (isDatabaseUnavailable(error)) {
      reply.header('retry-after', '1')
      return reply.code(503).send(new AuthError(503, 'DATABASE_UNAVAILABLE', 'The database does not answer; try again shortly').toJSON())
    }
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return reply.code(status).send(new AuthError(status, 'BAD_REQUEST', error.message).toJSON())
    ctx.log(`auth: ${request.method} ${escapeLogField(request.url.split('?')[0])} failed (request ${request.id}): ${escapeLogField(error.message, 300)}`)
    return reply.code(500).send(new AuthError(500, 'SIGN_IN_FAILED', 'Internal error').toJSON())
  })
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(new AuthError(404, 'NOT_FOUND', `${request.method} ${request.url.split('?')[0]!.slice(0, 200)} is not a route of this service`).toJSON()),
  )

  await app.register(async (v1) => {
    await v1.register(cors, {
      origin: (origin, cb) => cb(null, origin !== undefined && ctx.modalOrigins.has(origin)),
      methods: ['GET', 'POST', 'PUT'],
      allowedHeaders: ['content-type', 'authorization', FARCASTER_SECRET_HEADER, DEVICE_PROOF_HEADER],
      maxAge: 600,
    })
    emailRoutes(v1, ctx)
    socialRoutes(v1, ctx)
    farcasterRoutes(v1, ctx)
    sessionRoutes(v1, ctx)
    shareRoutes(v1, ctx)
    passkeyRoutes(v1, ctx)
    identityRoutes(v1, ctx)
    secondFactorRoutes(v1, ctx)
  })
  healthRoutes(app, ctx)
  if (ctx.devPages) devPageRoutes(app, ctx)
  return app
}

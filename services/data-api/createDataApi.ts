import { STATUS_CODES } from 'node:http'
import cors from '@fastify/cors'
import Fastify, { type FastifyError, type FastifyInstance } from 'fastify'
import { modalOrigins as defaultModalOrigins } from '../internal/paths'
import { walletRegistryRoutes } from '../fixtures/registry/routes'
import type { DataApiContext } from './internal/context'
import { createChainSet } from './internal/chainSet'
import { HistoryIndex } from './internal/HistoryIndex'
import { NftIndex } from './internal/NftIndex'
import { HttpError } from './internal/HttpError'
import { HOST_ORIGIN_HEADER, projectGuard } from './internal/projectGuard'
import { analyticsRoutes } from './routes/analyticsRoutes'
import { balanceRoutes } from './routes/balanceRoutes'
import { chainRoutes } from './routes/chainRoutes'
import { convertRoutes } from './convert/convertRoutes'
import { explorerRoutes } from './explorer/explorerRoutes'
import { onrampRoutes } from './onramp/onrampRoutes'
import { historyRoute } from './routes/historyRoute'
import { nftRoutes } from './routes/nftRoutes'
import { profileAttributesRoute } from './routes/profileAttributesRoute'
import { identityRoute } from './routes/identityRoute'
import { profileRoutes } from './routes/profileRoutes'
import { projectSettingsRoute } from './routes/projectSettingsRoute'
import { solanaDevnet } from '../../shared/networks/networks'
import { sessionRoutes } from './routes/sessionRoutes'
import { healthRoutes } from './routes/healthRoutes'
import { isDatabaseUnavailable } from '../fixtures/storage/isDatabaseUnavailable'
import type { DataApiOptions } from './types'
import { guardFastifyHost } from '../internal/guardHost'
import { publicOrigin } from '../internal/publicOrigin'
import { logRequests } from '../internal/logRequests'
import { requestIdFrom } from '../internal/requestIdFrom'
import { trustProxyOption } from '../internal/trustProxyOption'

/**
 * Builds the data API (a fastify 5 app, not yet listening) serving the paths (docs/calls.md#data-api) from
 * the given chains: supported chains, balances, prices, identity, history, gas price, and the
 * analytics sink, the NFTs of an address (and the test collections' metadata and images), plus each project's public settings (what the modal asks at its handshake), and the local
 * explorer's transaction and address pages (`explorerRoutes`), and `/healthz` and `/readyz` (`healthRoutes`).
 * Every route but the settings runs the project guard (see `projectGuard`); CORS reflects only
 * modal origins and projects' allowed origins. Every failure is a JSON `{ error, message }`
 * with a 4xx for bad input (5xx only when a chain is down), and the app keeps serving. Every
 * URL it hands out about itself is on `publicUrl` (`publicUrlOf`), the balancer's for many instances,
 * and a request from `trustedProxies` (the balancer) counts against the client it forwards for.
 *
 * @example
 * const app = await createDataApi({ chains: { 1: rpcUrl }, projects: loadProjects(), storage, prices: defaultPrices, tokens, publicUrl: 'https://api.example.com' })
 * await app.listen({ host: '127.0.0.1', port: 8787 })
 */
export async function createDataApi(options: DataApiOptions): Promise<FastifyInstance> {
  const log = options.log ?? ((m: string) => console.error(m))
  // Checked before anything starts: a bad one fails the start, not the first NFT list.
  const publicUrl = options.publicUrl === undefined ? undefined : publicOrigin(options.publicUrl)
  const modalOrigins = options.modalOrigins ?? defaultModalOrigins()
  const corsOrigins = new Set([...modalOrigins, ...options.projects.flatMap((p) => p.allowedOrigins)])
  const chains = createChainSet(options.chains, options.tokens)
  const ctx: DataApiContext = {
    chains,
    history: new Map([...chains.values()].map((c) => [c.id, new HistoryIndex(c, options.exchange)])),
    nfts: new Map([...chains.values()].map((c) => [c.id, new NftIndex(c)])),
    ...(publicUrl ? { publicUrl } : {}),
    tokens: options.tokens,
    prices: options.prices,
    storage: options.storage,
    ...(options.exchange ? { exchange: options.exchange } : {}),
    ...(options.solanaRpcUrl ? { solana: { caip: solanaDevnet.caipNetworkId, rpcUrl: options.solanaRpcUrl } } : {}),
    chainsFor(ref) {
      if (!ref) return [...chains.values()]
      const one = ref.evmId !== undefined ? chains.get(ref.evmId) : undefined
      return one ? [one] : []
    },
  }

  const app = Fastify({ logger: false, genReqId: requestIdFrom, bodyLimit: 64 * 1024, routerOptions: { maxParamLength: 200 }, ...trustProxyOption(options.trustedProxies) })
  // First, so even a refused request carries its id and gets its log line.
  logRequests(app, 'data-api', options.requestLog)
  // DNS rebinding: only requests addressed to this service's own loopback host and port (and the
  // public URL's host, for a balancer that passes the visitor's Host on).
  guardFastifyHost(app, publicUrl ? [new URL(publicUrl).host] : [])
  // sendBeacon posts text/plain; keep it a string and let the route parse it.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_req, body, done) => done(null, body))
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && corsOrigins.has(origin)),
    methods: ['GET', 'POST'],
    allowedHeaders: ['content-type', 'authorization', HOST_ORIGIN_HEADER, 'x-sdk-type', 'x-sdk-version', 'x-project-id'],
    maxAge: 600,
  })
  app.addHook('preHandler', projectGuard({ projects: options.projects, modalOrigins }))

  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) return reply.code(error.statusCode).send(error.toJSON())
    // The database down or restarting: a coded 503 the client can retry, not a 500; the pool reconnects by itself.
    if (isDatabaseUnavailable(error)) return reply.code(503).send({ error: 'Service Unavailable', message: 'The database does not answer; try again shortly', code: 'DATABASE_UNAVAILABLE' })
    const status = error.statusCode ?? 500
    if (status >= 400 && status < 500) return reply.code(status).send({ error: STATUS_CODES[status] ?? 'Bad Request', message: error.message })
    log(`data-api: request ${request.id} failed: ${error.stack ?? error.message}`)
    return reply.code(500).send({ error: 'Internal Server Error', message: 'Internal error' })
  })
  app.setNotFoundHandler((request, reply) => reply.code(404).send({ error: 'Not Found', message: `${request.method} ${request.url.split('?')[0]} is not a route of this service` }))

  chainRoutes(app, ctx)
  balanceRoutes(app, ctx)
  historyRoute(app, ctx)
  identityRoute(app, ctx)
  profileRoutes(app, ctx)
  analyticsRoutes(app, ctx)
  convertRoutes(app, ctx)
  onrampRoutes(app, ctx, options.onramp)
  projectSettingsRoute(app, options.projects)
  sessionRoutes(app, ctx)
  healthRoutes(app, ctx)
  nftRoutes(app, ctx)
  profileAttributesRoute(app, ctx)
  explorerRoutes(app, ctx)

  if (options.registry !== false) await app.register(walletRegistryRoutes, { projects: options.projects })
  return app
}

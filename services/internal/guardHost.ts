import { IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import { FOREIGN_HOST_MESSAGE, FOREIGN_HOST_STATUS, isOwnHost, listeningPort } from './isOwnHost'

/** The error a fastify app's error handler turns into its own 421 body. */
export class ForeignHostError extends Error {
  readonly statusCode = FOREIGN_HOST_STATUS
  readonly code = 'FOREIGN_HOST'
  constructor() {
    super(FOREIGN_HOST_MESSAGE)
    this.name = 'ForeignHostError'
  }
}

/**
 * Makes a fastify app refuse (421) every request whose `Host` is not its own loopback host and
 * port, before any other hook or route runs (register it first). Guards against DNS rebinding.
 * `alsoAnswer` adds hosts (`host:port`) the operator named, such as the host of a service's
 * `publicUrl`, for a balancer that passes the visitor's `Host` on.
 * A request injected in-process (`app.inject`, tests) never crossed a network and is let through.
 *
 * @example
 * const app = Fastify()
 * guardFastifyHost(app, ['api.example.com'])
 * await app.listen({ host: '127.0.0.1', port: 8787 })
 */
export function guardFastifyHost(app: FastifyInstance, alsoAnswer: readonly string[] = []): void {
  const named = new Set(alsoAnswer.map((h) => h.toLowerCase()))
  app.addHook('onRequest', async (request) => {
    if (!(request.raw instanceof IncomingMessage)) return
    const host = request.headers.host
    if (!isOwnHost(host, listeningPort(app.server)) && !(host !== undefined && named.has(host.toLowerCase()))) throw new ForeignHostError()
  })
}

/**
 * Wraps a node:http request handler so requests with a foreign `Host` get a plain 421 and never
 * reach it (`server` is the server the handler runs in, read for its port once listening).
 *
 * @example
 * const server: Server = createServer(hostGuarded(() => server, handler))
 */
export function hostGuarded(server: () => Server, handler: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) => {
    if (isOwnHost(req.headers.host, listeningPort(server()))) return handler(req, res)
    res.writeHead(FOREIGN_HOST_STATUS, { 'content-type': 'text/plain; charset=utf-8' }).end(`${FOREIGN_HOST_MESSAGE}\n`)
  }
}

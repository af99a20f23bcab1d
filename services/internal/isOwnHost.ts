import type { AddressInfo } from 'node:net'

/**
 * Whether a request's `Host` header names this service itself: `127.0.0.1:<port>`,
 * `localhost:<port>` or `[::1]:<port>`, the port being the one the service listens on. A page
 * of another site that re-points its own DNS name at 127.0.0.1 (DNS rebinding) reaches the
 * local services with its own name in `Host`, so every local HTTP service answers only these.
 *
 * @example
 * isOwnHost('127.0.0.1:8789', 8789) // true
 * isOwnHost('rebind.evil.example:8789', 8789) // false
 */
export function isOwnHost(host: string | undefined, port: number): boolean {
  if (!host || !Number.isInteger(port) || port <= 0) return false
  const h = host.toLowerCase()
  return h === `127.0.0.1:${port}` || h === `localhost:${port}` || h === `[::1]:${port}`
}

/**
 * The port a listening server is bound to, for {@link isOwnHost} (0 before it listens).
 *
 * @example
 * isOwnHost(req.headers.host, listeningPort(server))
 */
export function listeningPort(server: { address(): AddressInfo | string | null }): number {
  const address = server.address()
  return typeof address === 'object' && address ? address.port : 0
}

/** The answer every local service gives a foreign Host: 421 Misdirected Request. */
export const FOREIGN_HOST_STATUS = 421

/** The text of that answer (no echo of the foreign name, which a page could make into markup). */
export const FOREIGN_HOST_MESSAGE = 'This local service answers only requests addressed to its own loopback host and port'

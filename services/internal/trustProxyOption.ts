/**
 * The fastify `trustProxy` setting for a service behind a load balancer at `trustedProxies`
 * (addresses or CIDR ranges): with it, `request.ip` is the client the balancer forwards for
 * (`X-Forwarded-For`, read from the right and only through trusted hops), which the per-client
 * rate limits count; without it (none given) that header is ignored, since anyone may send it.
 * A malformed entry throws at start, like fastify does.
 *
 * @example
 * Fastify({ logger: false, ...trustProxyOption(['10.0.0.0/8']) })
 */
export function trustProxyOption(trustedProxies: readonly string[] | undefined): { trustProxy?: string[] } {
  return trustedProxies && trustedProxies.length > 0 ? { trustProxy: [...trustedProxies] } : {}
}

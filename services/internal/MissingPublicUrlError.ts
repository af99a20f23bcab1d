/**
 * Many instances of a service were asked for without the URL they are reached at (their load
 * balancer's): each would otherwise hand out URLs naming itself, which the next request, sent to
 * another instance by the balancer, may not reach.
 *
 * @example
 * throw new MissingPublicUrlError('dataApiPublicUrl', 2)
 */
export class MissingPublicUrlError extends Error {
  readonly code = 'MISSING_PUBLIC_URL'
  constructor(option: string, instances: number) {
    super(`${instances} instances need ${option}: the URL of the load balancer in front of them, which every URL they hand out about themselves must name`)
    this.name = 'MissingPublicUrlError'
  }
}

/** A `publicUrl` a service (auth or data) can't be reached at: not an http(s) origin. */
export class InvalidPublicUrlError extends Error {
  readonly code = 'INVALID_PUBLIC_URL'
  constructor(publicUrl: string) {
    super(`publicUrl must be an http(s) origin such as https://api.example.com, not ${publicUrl.slice(0, 200)}`)
    this.name = 'InvalidPublicUrlError'
  }
}

/**
 * The origin browsers reach a service (auth or data) at, from its `publicUrl` option: an http(s) URL
 * with no path, query, fragment or credentials (the routes are at the root; a trailing slash is
 * fine). Throws InvalidPublicUrlError otherwise, at start rather than on the first sign-in.
 *
 * @example
 * publicOrigin('http://127.0.0.1:8790/') // 'http://127.0.0.1:8790'
 */
export function publicOrigin(publicUrl: string): string {
  let url: URL
  try {
    url = new URL(publicUrl)
  } catch {
    throw new InvalidPublicUrlError(publicUrl)
  }
  const plain = (url.protocol === 'http:' || url.protocol === 'https:') && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password
  if (!plain) throw new InvalidPublicUrlError(publicUrl)
  return url.origin
}

import { extname } from 'node:path'

/**
 * The `Cache-Control` of one file of the built modal, by its path under the build's root: the
 * hashed files under `/assets/` never change, so a visitor's second visit takes them from its
 * cache without asking; another page (the sign-in callback, addressed with a one-time code)
 * is never stored; the rest (fonts, icons) for five minutes. The modal page itself is sent
 * `no-cache` by its servers, since its headers follow the operator's settings. The small
 * server (`serveModal`) and the preview server of the local stack send the same, so what the
 * bench measures is what a deployment gives (README, "Deploying the modal").
 *
 * @example
 * cacheControlFor('/assets/first-abc123.js') // 'public, max-age=31536000, immutable'
 */
export function cacheControlFor(pathname: string): string {
  if (pathname.startsWith('/assets/')) return 'public, max-age=31536000, immutable'
  return extname(pathname) === '.html' ? 'no-store' : 'public, max-age=300'
}

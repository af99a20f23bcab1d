const BLOCKED_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'chrome:', 'filesystem:', 'view-source:'])
const SCHEME = /^[a-z][a-z0-9+.-]*:$/

/**
 * Whether the host may open `url` for the modal: http(s) links, and wallet deep-link schemes
 * (`metamask://…`, `trust://…`). Script-bearing and local schemes are refused.
 *
 * @example
 * isSafeExternalUrl('javascript:alert(1)') // false
 * isSafeExternalUrl('metamask://wc?uri=…') // true
 */
export function isSafeExternalUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 8192) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  const scheme = parsed.protocol.toLowerCase()
  if (scheme === 'http:' || scheme === 'https:') return true
  return SCHEME.test(scheme) && !BLOCKED_SCHEMES.has(scheme) && url.slice(scheme.length).startsWith('//')
}

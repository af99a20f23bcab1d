/**
 * Schemes a wallet may never register: script and local content, OS and shell handlers, network
 * shares and other transports, store installers, browser internals. `ms-*` and `search-ms` are
 * refused as a family (Windows handlers such as ms-msdt ran code).
 */
const REFUSED_SCHEMES = new Set([
  'javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'view-source', 'jar', 'res',
  'chrome', 'chrome-extension', 'chrome-untrusted', 'edge', 'brave', 'opera', 'moz-extension', 'safari-extension', 'resource',
  'intent', 'android-app', 'market', 'itms', 'itms-apps', 'itms-services', 'itms-appss', 'apps',
  'smb', 'nfs', 'afp', 'cifs', 'ftp', 'ftps', 'sftp', 'ssh', 'telnet', 'ldap', 'ldaps', 'gopher', 'news', 'nntp', 'irc', 'ircs',
  'ws', 'wss', 'http', 'https', 'mailto', 'tel', 'sms', 'mms', 'facetime', 'facetime-audio', 'callto', 'skype', 'sip', 'sips',
  'steam', 'shell', 'search', 'search-ms', 'vnc', 'rdp', 'x-apple-helpbook', 'help', 'mk', 'msteams', 'wc',
])
const SCHEME = /^[a-z][a-z0-9+.-]{1,31}$/
const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[::1\])$/

/**
 * The custom scheme a wallet's own link registers (`trust` for `trust://`), if it is one a wallet
 * may use: a plain name, never a script, OS handler, network share, transport or store scheme.
 * https links have no scheme of their own to register.
 *
 * @example
 * walletSchemeOf('trust://') // 'trust'
 * walletSchemeOf('smb://evil.example/share') // undefined
 */
export function walletSchemeOf(link: unknown): string | undefined {
  if (typeof link !== 'string') return undefined
  const match = /^([a-z][a-z0-9+.-]*):/i.exec(link.trim())
  const scheme = match?.[1]?.toLowerCase()
  if (!scheme || !SCHEME.test(scheme) || REFUSED_SCHEMES.has(scheme) || scheme.startsWith('ms-')) return undefined
  return scheme
}

/**
 * Whether a link may leave the modal (security.md #18), as an allow-list: https, http only to
 * loopback (the local stack), and a custom scheme only when it is `walletScheme`, the registered
 * scheme of the wallet being opened (see `walletSchemeOf`), followed by `//`. Everything else,
 * `intent:`, `smb:`, `ms-msdt:`, `mailto:` included, is refused.
 *
 * @example
 * isSafeExternalUrl('https://wallet.example/wc?uri=…') // true
 * isSafeExternalUrl('trust://wc?uri=…', 'trust') // true
 * isSafeExternalUrl('trust://wc?uri=…') // false: no wallet registered that scheme
 * isSafeExternalUrl('smb://evil.example/share', 'smb') // false: never a wallet scheme
 */
export function isSafeExternalUrl(url: unknown, walletScheme?: string): url is string {
  if (typeof url !== 'string' || url.length > 8192) return false
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  const scheme = parsed.protocol.slice(0, -1).toLowerCase()
  if (scheme === 'https') return parsed.hostname.length > 0 && !parsed.username && !parsed.password
  if (scheme === 'http') return LOOPBACK.test(parsed.hostname)
  if (!walletScheme || scheme !== walletScheme.toLowerCase() || walletSchemeOf(`${walletScheme}:`) !== scheme) return false
  return url.slice(scheme.length + 1).startsWith('//')
}

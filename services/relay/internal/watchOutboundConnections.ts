import net from 'node:net'

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

/**
 * Records every TCP connection and `fetch` this process opens to a non-loopback host, and
 * refuses them, so a test can prove a client stays on loopback. `restore()` undoes the patch.
 *
 * @example
 * const outbound = watchOutboundConnections()
 * // … run WalletConnect clients …
 * expect(outbound.hosts).toEqual([])
 * outbound.restore()
 */
export function watchOutboundConnections(): { hosts: string[]; restore: () => void } {
  const hosts: string[] = []
  const originalConnect = net.Socket.prototype.connect
  const originalFetch = globalThis.fetch
  net.Socket.prototype.connect = function patchedConnect(this: net.Socket, ...args: unknown[]) {
    const first = args[0]
    const host = typeof first === 'object' && first !== null
      ? ((first as { host?: string; path?: string }).host ?? ((first as { path?: string }).path ? 'unix' : 'localhost'))
      : typeof args[1] === 'string' ? args[1] : 'localhost'
    if (host !== 'unix' && !LOOPBACK.has(host)) {
      hosts.push(host)
      throw new Error(`outbound connection to ${host} blocked in test`)
    }
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args)
  } as typeof net.Socket.prototype.connect
  globalThis.fetch = (async (input: Parameters<typeof fetch>[0], init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url)
    if (!LOOPBACK.has(url.hostname)) {
      hosts.push(url.hostname)
      throw new TypeError(`fetch to ${url.hostname} blocked in test`)
    }
    return originalFetch(input, init)
  }) as typeof fetch
  return {
    hosts,
    restore: () => {
      net.Socket.prototype.connect = originalConnect
      globalThis.fetch = originalFetch
    },
  }
}

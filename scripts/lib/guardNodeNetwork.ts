import net from 'node:net'

/** What the guard needs of `net.Socket.prototype`; tests pass a stand-in. */
export interface Connectable {
  connect(...args: unknown[]): unknown
}

const LOOPBACK_HOST = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|::1|\[::1\]|::ffff:127\.\d{1,3}\.\d{1,3}\.\d{1,3})$/i

/**
 * Makes every outgoing TCP/TLS connection of this Node process (Node's fetch and undici, `ws`,
 * WalletConnect's wallet client, viem's HTTP transport, the local services) fail unless it goes to
 * loopback: the connection is refused with an error before any packet leaves, and
 * `onBlocked("host:port")` records it so the run can fail. Unix-socket paths pass. Installs once
 * per target; returns the function that removes it.
 *
 * @example
 * const blocked: string[] = []
 * const remove = guardNodeNetwork((where) => blocked.push(where))
 */
export function guardNodeNetwork(onBlocked: (where: string) => void, target: Connectable = net.Socket.prototype as unknown as Connectable): () => void {
  const original = target.connect
  target.connect = function guardedConnect(this: { destroy?: (error: Error) => void }, ...args: unknown[]) {
    const where = destinationOf(args)
    if (where && !LOOPBACK_HOST.test(where.host)) {
      const error = Object.assign(new Error(`Connection to ${where.host}:${where.port} refused: the e2e run stays on loopback`), { code: 'ECONNREFUSED' })
      onBlocked(`${where.host}:${where.port}`)
      process.nextTick(() => this.destroy?.(error))
      return this
    }
    return original.apply(this, args)
  }
  return () => {
    target.connect = original
  }
}

/** Host and port from any of Socket#connect's forms; undefined for a unix-socket path. */
function destinationOf(args: unknown[]): { host: string; port: string } | undefined {
  // net.connect() passes its normalized arguments as one array.
  const first = Array.isArray(args[0]) ? (args[0] as unknown[])[0] : args[0]
  if (typeof first === 'string' && !/^\d+$/.test(first)) return undefined
  if (first && typeof first === 'object') {
    const options = first as { host?: unknown; port?: unknown; path?: unknown }
    if (typeof options.path === 'string' && options.port === undefined) return undefined
    return { host: String(options.host ?? 'localhost'), port: String(options.port ?? '') }
  }
  const host = typeof args[1] === 'string' ? args[1] : 'localhost'
  return { host, port: String(first ?? '') }
}

import { createServer, request as httpRequest, type IncomingMessage } from 'node:http'
import { connect, type AddressInfo } from 'node:net'

const LOOPBACK = /^(127\.\d+\.\d+\.\d+|localhost|\[?::1\]?)$/

/** The proxy every engine of the cross-engine suite is pointed at, and what it refused. */
export interface OffsiteProxy {
  port: number
  /** Every request (URL or CONNECT target) that tried to leave loopback, in order. */
  offsite: string[]
  /** Answers GETs of this exact loopback URL with this HTML from now on (a test page on the demo origin, as Playwright's route serves one). */
  serve(url: string, html: string): void
  close(): Promise<void>
}

/**
 * A loopback HTTP proxy that refuses (403) and records every request to a host outside loopback,
 * and passes loopback traffic through. Playwright's route guard has no counterpart in classic
 * WebDriver, so both engines of this suite get the same guard at the network layer: it sees
 * page, frame, worker and websocket (CONNECT or an upgraded GET) traffic alike.
 *
 * @example
 * const proxy = await startOffsiteProxy()
 * // …launch the engine with proxy.port…
 * expect(proxy.offsite).toEqual([])
 */
export async function startOffsiteProxy(): Promise<OffsiteProxy> {
  const offsite: string[] = []
  const pages = new Map<string, string>()
  const server = createServer((req, res) => {
    const url = absoluteUrl(req)
    if (!url || !LOOPBACK.test(url.hostname)) {
      offsite.push(url?.href ?? String(req.url))
      res.writeHead(403).end()
      return
    }
    const page = req.method === 'GET' ? pages.get(url.href) : undefined
    if (page !== undefined) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(page)
      return
    }
    const headers = { ...req.headers }
    delete headers['proxy-connection']
    const upstream = httpRequest({ host: url.hostname.replace(/^\[|\]$/g, ''), port: url.port || 80, path: url.pathname + url.search, method: req.method, headers }, (up) => {
      res.writeHead(up.statusCode ?? 502, up.headers)
      up.pipe(res)
    })
    upstream.on('error', () => res.destroy())
    req.pipe(upstream)
  })
  server.on('connect', (req: IncomingMessage, socket, head: Buffer) => {
    const target = String(req.url)
    const at = target.lastIndexOf(':')
    const host = target.slice(0, at).replace(/^\[|\]$/g, '')
    if (!LOOPBACK.test(host)) {
      offsite.push(`CONNECT ${target}`)
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
      return
    }
    const upstream = connect(Number(target.slice(at + 1)), host, () => {
      socket.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  // WebKit sends a plain ws:// connection to the proxy as an absolute-URI GET with `Upgrade:
  // websocket`, not as a CONNECT (Firefox tunnels it): Node's server hands that to 'upgrade',
  // and without this handler the socket hung and no WebSocket ever opened in WebKit (the
  // WalletConnect flow's relay). The request goes on with its path only, then bytes both ways.
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    const url = absoluteUrl(req)
    if (!url || !LOOPBACK.test(url.hostname)) {
      offsite.push(url?.href ?? String(req.url))
      socket.end('HTTP/1.1 403 Forbidden\r\n\r\n')
      return
    }
    const upstream = connect(Number(url.port || 80), url.hostname.replace(/^\[|\]$/g, ''), () => {
      const lines = [`${req.method} ${url.pathname}${url.search} HTTP/1.1`]
      for (let i = 0; i < req.rawHeaders.length; i += 2) if (req.rawHeaders[i]!.toLowerCase() !== 'proxy-connection') lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`)
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`)
      upstream.write(head)
      upstream.pipe(socket)
      socket.pipe(upstream)
    })
    upstream.on('error', () => socket.destroy())
    socket.on('error', () => upstream.destroy())
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    port: (server.address() as AddressInfo).port,
    offsite,
    serve: (url, html) => void pages.set(new URL(url).href, html),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

function absoluteUrl(req: IncomingMessage): URL | undefined {
  try {
    return new URL(String(req.url))
  } catch {
    return undefined
  }
}

import { createServer, request as httpRequest } from 'node:http'
import { listeningPort } from './isOwnHost'

/** A running proxy: its URL, how many requests each target got, and how to stop it. */
export interface RoundRobinProxy {
  url: string
  /** Requests forwarded to each target, in the order of `targets`. */
  forwarded: number[]
  stop(): Promise<void>
}

/**
 * A loopback HTTP load balancer for tests of many service instances: each request goes to the
 * next of `targets` in turn, body and headers as sent, with `Host` set to the target's (what a
 * reverse proxy sends by default, and what the services' DNS-rebinding guard expects). A target
 * that can't be reached answers 502.
 *
 * @example
 * const proxy = await startRoundRobinProxy(stack.dataApiUrls)
 * await fetch(`${proxy.url}/v1/sessions/nonce?projectId=airlock-demo`)
 * await proxy.stop()
 */
export async function startRoundRobinProxy(targets: readonly string[]): Promise<RoundRobinProxy> {
  if (targets.length === 0) throw new Error('a proxy needs at least one target')
  const forwarded = targets.map(() => 0)
  let next = 0
  const server = createServer((req, res) => {
    const i = next++ % targets.length
    forwarded[i]!++
    const target = new URL(targets[i]!)
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
      res.end('upstream unreachable\n')
    })
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${listeningPort(server)}`,
    forwarded,
    stop: () => new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}

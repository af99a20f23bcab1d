import { createServer, request as httpRequest } from 'node:http'
import { listeningPort } from './isOwnHost'

/** A running proxy: its URL, how many requests each target got, and how to stop it. */
export interface RoundRobinProxy {
  url: string
  /** Requests forwarded to each target, in the order of `targets`. */
  forwarded: number[]
  /**
   * Forwards to `targets` from now on (counts start again at 0): for instances started after the
   * proxy because they must be told its URL (their public URL).
   */
  setTargets(targets: readonly string[]): void
  stop(): Promise<void>
}

/**
 * A loopback HTTP load balancer for tests of many service instances: each request goes to the
 * next of `targets` in turn, body and headers as sent, with `Host` set to the target's (what a
 * reverse proxy sends by default, and what the services' DNS-rebinding guard expects) and the
 * caller's address added to `X-Forwarded-For` (as balancers do; the services read it only from a
 * proxy in their `trustedProxies`). A target
 * that refuses the connection (a stopped or killed instance) passes the request on to the next;
 * when none takes it, or a target fails mid-answer, the answer is 502. Started with no targets,
 * it answers 502 until `setTargets`.
 *
 * @example
 * const proxy = await startRoundRobinProxy(stack.dataApiUrls)
 * await fetch(`${proxy.url}/v1/sessions/nonce?projectId=airlock-demo`)
 * await proxy.stop()
 */
export async function startRoundRobinProxy(initialTargets: readonly string[]): Promise<RoundRobinProxy> {
  let targets = [...initialTargets]
  const forwarded = targets.map(() => 0)
  let next = 0
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks)
      if (targets.length === 0) return void res.writeHead(502, { 'content-type': 'text/plain' }).end('no upstream yet\n')
      const first = next++ % targets.length
      const from = req.socket.remoteAddress ?? ''
      const forwardedFor = req.headers['x-forwarded-for'] ? `${String(req.headers['x-forwarded-for'])}, ${from}` : from
      const attempt = (k: number): void => {
        const i = (first + k) % targets.length
        forwarded[i]!++
        const target = new URL(targets[i]!)
        const upstream = httpRequest(
          { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...req.headers, host: target.host, 'x-forwarded-for': forwardedFor } },
          (answer) => {
            res.writeHead(answer.statusCode ?? 502, answer.headers)
            answer.pipe(res)
          },
        )
        upstream.on('error', (error: NodeJS.ErrnoException) => {
          // A refused connection reached nothing: the next target gets the request, as a load balancer fails over.
          if (error.code === 'ECONNREFUSED' && k + 1 < targets.length) return attempt(k + 1)
          if (!res.headersSent) res.writeHead(502, { 'content-type': 'text/plain' })
          res.end('upstream unreachable\n')
        })
        upstream.end(body)
      }
      attempt(0)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${listeningPort(server)}`,
    forwarded,
    setTargets(list) {
      targets = [...list]
      forwarded.splice(0, forwarded.length, ...targets.map(() => 0))
      next = 0
    },
    stop: () => new Promise((resolve) => {
      server.closeAllConnections()
      server.close(() => resolve())
    }),
  }
}

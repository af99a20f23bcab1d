import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface SeenRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingMessage['headers']
  body: string
}

/**
 * A real HTTP server on loopback for store tests: each test says how to answer per path, and
 * every request the modal made is recorded.
 *
 * @example
 * const server = await startTestDataServer((path) => path === '/v1/supported-chains' ? [200, { http: ['eip155:1'] }] : [404, {}])
 */
export async function startTestDataServer(answer: (path: string, req: SeenRequest) => [number, unknown]) {
  const seen: SeenRequest[] = []
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let body = ''
    req.on('data', (chunk: Buffer) => (body += chunk.toString()))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const entry = { method: req.method ?? 'GET', path: url.pathname, query: url.searchParams, headers: req.headers, body }
      seen.push(entry)
      const [status, json] = answer(url.pathname, entry)
      res.writeHead(status, { 'content-type': 'application/json' })
      res.end(JSON.stringify(json))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) }
}

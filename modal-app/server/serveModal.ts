import { readFile, stat } from 'node:fs/promises'
import { extname, relative, resolve, sep } from 'node:path'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify'
import { cacheControlFor } from './cacheControlFor'
import { createModalHeaders } from './createModalHeaders'
import { inlineStyleHashes } from './modalSecurityHeaders'
import { settingsServiceUrl } from './settingsServiceUrl'

export interface ServeModalOptions {
  /** The built modal (`dist/modal-app`). */
  root: string
  /** Base URL of the settings service, the same the modal was built with. */
  settingsUrl: string
  fetchFn?: typeof fetch
  /** How long a project's settings are reused for its headers (default 30 s). */
  cacheMs?: number
  log?: (line: string) => void
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.otf': 'font/otf',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * The small server an operator can run in front of the built modal instead of a static CDN: a
 * fastify app (not yet listening) that serves `root` and sends, on every response (404s and the
 * SPA fallback at any path included), the project's `frame-ancestors` and the modal's strict
 * policy, built from the project's settings as the settings service answers them (cached
 * briefly). Hashed `assets/` are immutable; the page itself is never cached, since its headers
 * follow the operator's settings; an embed those settings refuse gets the page that tells the host
 * SDK why (`refusalPage`). Paths are resolved inside `root` only.
 *
 * @example
 * const app = await serveModal({ root: 'dist/modal-app', settingsUrl: 'https://api.example' })
 * await app.listen({ host: '127.0.0.1', port: 8080 })
 */
export async function serveModal(options: ServeModalOptions): Promise<FastifyInstance> {
  const root = resolve(options.root)
  const index = await readFile(resolve(root, 'index.html'))
  const styleHashes = inlineStyleHashes(index.toString('utf8'))
  const headersFor = createModalHeaders({
    settingsUrl: options.settingsUrl,
    fetchFn: options.fetchFn,
    cacheMs: options.cacheMs,
    onError: (projectId, error) => options.log?.(`no settings for project '${projectId}' (${(error as Error).message}); framing refused`),
  })
  const app = Fastify({ logger: false })

  async function send(reply: FastifyReply, url: string, status: number, body: Buffer | string, type: string, cache: string) {
    for (const [name, value] of Object.entries(await headersFor(url, { styleHashes }))) reply.header(name, value)
    return reply.code(status).header('content-type', type).header('cache-control', cache).send(body)
  }

  async function fileAt(pathname: string): Promise<string | undefined> {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return undefined
    }
    const path = resolve(root, `.${decoded}`)
    if (path !== root && !path.startsWith(root + sep)) return undefined
    return (await stat(path).catch(() => undefined))?.isFile() ? path : undefined
  }

  app.get('*', async (request, reply) => {
    const url = request.url
    const pathname = url.split('?')[0] ?? '/'
    const file = await fileAt(pathname)
    if (file && !file.endsWith(`${sep}index.html`)) {
      const cache = cacheControlFor(`/${relative(root, file).split(sep).join('/')}`)
      return send(reply, url, 200, await readFile(file), TYPES[extname(file)] ?? 'application/octet-stream', cache)
    }
    // Like the CDN's SPA rule: a page path gets the modal page; a missing file is a 404.
    if (!file && (pathname.startsWith('/assets/') || extname(pathname) !== '')) return send(reply, url, 404, 'Not Found', TYPES['.txt']!, 'no-store')
    // The host SDK's embed where the project's settings refuse it: the page that tells the host why, instead.
    const refused = await headersFor.refusalFor(url)
    if (refused) return reply.code(200).headers(refused.headers).send(refused.body)
    return send(reply, url, 200, index, TYPES['.html']!, 'no-cache')
  })
  app.setNotFoundHandler((request, reply) => send(reply, request.url, 404, 'Not Found', TYPES['.txt']!, 'no-store'))
  return app
}

// `node --import tsx modal-app/server/serveModal.ts [--root dist/modal-app] [--host 127.0.0.1] [--port 8080]`
// with VITE_AIRLOCK_SETTINGS_URL set (the local stack's profile may stand in for it).
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { values } = parseArgs({ options: { root: { type: 'string', default: 'dist/modal-app' }, host: { type: 'string', default: '127.0.0.1' }, port: { type: 'string', default: process.env.PORT ?? '8080' } } })
  const settingsUrl = settingsServiceUrl(process.env)
  const app = await serveModal({ root: values.root, settingsUrl, log: (line) => console.error(`[airlock modal] ${line}`) })
  const address = await app.listen({ host: values.host, port: Number(values.port) })
  console.log(`[airlock modal] ${values.root} on ${address}, project settings from ${settingsUrl}`)
}

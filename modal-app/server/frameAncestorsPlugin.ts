import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname, resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import { SettingsRequestError } from '../../shared/dataApi/SettingsRequestError'
import { cacheControlFor } from './cacheControlFor'
import { createModalHeaders } from './createModalHeaders'
import { inlineStyleHashes } from './modalSecurityHeaders'
import { SETTINGS_URL_VARIABLE, settingsServiceUrl } from './settingsServiceUrl'

/**
 * Vite plugin for the modal's settings service. It fixes the service's URL into the build
 * (`import.meta.env.VITE_AIRLOCK_SETTINGS_URL`, see `settingsServiceUrl`: required for a
 * production build, the loopback data API in the local stack), and makes every response of the
 * modal's dev and preview servers carry the project's `frame-ancestors` and the modal's own
 * strict policy, built from the project's settings as that service answers them (and, on the
 * preview server, the deployment's `Cache-Control`, see `cacheControlFor`): nothing of
 * config/projects.json is imported here or into the modal. Every response, not only `/` and
 * `.html`: the SPA fallback serves the modal page at any path (`/x`, `/x/`, `//`), and a page
 * served without the header could be framed by anyone.
 *
 * @example
 * plugins: [react(), frameAncestorsPlugin()]
 */
export function frameAncestorsPlugin(): Plugin {
  let config: ResolvedConfig
  let headersFor: ReturnType<typeof createModalHeaders>
  const headers = (dev: boolean, styleHashes: () => string[]) => (req: IncomingMessage, res: ServerResponse, next: (error?: unknown) => void) => {
    const url = req.url ?? '/'
    const pathname = url.split('?')[0]!
    // The modal's page, asked for by the host SDK where the project's settings refuse it: the page that says why instead.
    const page = extname(pathname) === '' || pathname.endsWith('/index.html')
    ;(page ? headersFor.refusalFor(url) : Promise.resolve(undefined)).then((refused) => {
      if (refused) return void res.writeHead(200, refused.headers).end(refused.body)
      return headersFor(url, { dev, styleHashes: styleHashes() }).then((values) => {
        for (const [name, value] of Object.entries(values)) res.setHeader(name, value)
        // The built files get the deployment's caching (immutable hashed assets); the dev server's modules never.
        if (!dev) {
          res.setHeader('Cache-Control', extname(pathname) === '' ? 'no-cache' : cacheControlFor(pathname))
        }
        next()
      })
    }).catch(next)
  }
  return {
    name: 'airlock-frame-ancestors',
    config(_config, { command }) {
      const settingsUrl = settingsServiceUrl(process.env, { localServer: command === 'serve' })
      headersFor = createModalHeaders({
        settingsUrl,
        onError(projectId, error) {
          // An unknown project is an answer (frames refused); a service that can't answer is worth a line.
          if (!(error instanceof SettingsRequestError && error.code === 'projectNotFound')) config?.logger.warn(`airlock: no settings for project '${projectId}' (${(error as Error).message}); framing refused`)
        },
      })
      return { define: { [`import.meta.env.${SETTINGS_URL_VARIABLE}`]: JSON.stringify(settingsUrl) } }
    },
    configResolved(resolved) {
      config = resolved
    },
    configureServer(server) {
      server.middlewares.use(headers(true, () => []))
    },
    configurePreviewServer(server) {
      let hashes: string[] | undefined
      // The built page's inline styles, read once: the policy allows exactly those.
      const styleHashes = () => (hashes ??= inlineStyleHashes(readFileSync(resolve(config.root, config.build.outDir, 'index.html'), 'utf8')))
      server.middlewares.use(headers(false, styleHashes))
    },
  }
}

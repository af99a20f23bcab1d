import { readFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { resolve } from 'node:path'
import type { Plugin, ResolvedConfig } from 'vite'
import projects from '../../config/projects.json' with { type: 'json' }
import { inlineStyleHashes, modalSecurityHeaders, type FramedProject } from './modalSecurityHeaders'

/**
 * The project a request is for, from its `projectId` query; undefined when unknown.
 *
 * @example
 * projectOfUrl('/?projectId=airlock-demo')?.id // 'airlock-demo'
 */
export function projectOfUrl(url: string): FramedProject | undefined {
  // Only the query matters; a path such as `//` must not be read as a protocol-relative URL.
  const query = url.includes('?') ? url.slice(url.indexOf('?') + 1) : ''
  const projectId = new URLSearchParams(query).get('projectId')
  return (projects.projects as FramedProject[]).find((p) => p.id === projectId)
}

/**
 * Vite plugin: every response of the modal's dev and preview servers carries the project's
 * `frame-ancestors` and the modal's own strict policy. Every response, not only `/` and `.html`:
 * the SPA fallback serves the modal page at any path (`/x`, `/x/`, `//`), and a page served
 * without the header could be framed by anyone.
 */
export function frameAncestorsPlugin(): Plugin {
  let config: ResolvedConfig
  const headers = (dev: boolean, styleHashes: () => string[]) => (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const values = modalSecurityHeaders(projectOfUrl(req.url ?? '/'), { dev, styleHashes: styleHashes() })
    for (const [name, value] of Object.entries(values)) res.setHeader(name, value)
    next()
  }
  return {
    name: 'airlock-frame-ancestors',
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

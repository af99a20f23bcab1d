import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'
import projects from '../../config/projects.json' with { type: 'json' }

/**
 * The `frame-ancestors` value for a modal document URL: the project's allowed origins, or
 * 'none' when the project is unknown, so only listed sites can embed the modal at all.
 *
 * @example
 * frameAncestorsFor('/?projectId=airlock-demo') // "frame-ancestors http://127.0.0.1:5173 …"
 */
export function frameAncestorsFor(url: string): string {
  const projectId = new URL(url, 'http://x').searchParams.get('projectId')
  const project = projects.projects.find((p) => p.id === projectId)
  return `frame-ancestors ${project ? project.allowedOrigins.join(' ') : "'none'"}`
}

function addHeader(req: IncomingMessage, res: ServerResponse, next: () => void) {
  const path = (req.url ?? '/').split('?')[0]
  if (path === '/' || path?.endsWith('.html')) {
    res.setHeader('Content-Security-Policy', frameAncestorsFor(req.url ?? '/'))
    res.setHeader('Referrer-Policy', 'strict-origin')
  }
  next()
}

/** Vite plugin: the modal's dev and preview servers send per-project frame-ancestors. */
export function frameAncestorsPlugin(): Plugin {
  return {
    name: 'airlock-frame-ancestors',
    configureServer(server) {
      server.middlewares.use(addHeader)
    },
    configurePreviewServer(server) {
      server.middlewares.use(addHeader)
    },
  }
}

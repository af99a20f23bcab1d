import { createHash } from 'node:crypto'

/** A project's settings as the modal's server needs them: who may frame it, what it may reach. */
export interface FramedProject {
  allowedOrigins: readonly string[]
  /** Origins the modal may contact for this project (data API, relay, chain RPCs), CSP source syntax. */
  connectSources?: readonly string[]
}

/**
 * The sha256 CSP sources of every inline `<style>` of a document, so the policy can allow
 * exactly them and no other inline style.
 *
 * @example
 * inlineStyleHashes('<style>html{margin:0}</style>') // ["'sha256-…'"]
 */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/gi)].map((m) => `'sha256-${createHash('sha256').update(m[1] ?? '').digest('base64')}'`)
}

/**
 * The headers every response of the modal's server carries (issue 11 #9, security.md #5): the
 * project's `frame-ancestors` ('none' for an unknown project), and a strict policy for the modal
 * document itself: scripts and styles from its own origin only (inline styles by hash), network
 * and images only to the project's sources, no plugins, no `<base>`, no form posts; plus
 * `nosniff` and a strict referrer policy. `dev` relaxes script and style for Vite's dev client
 * (inline preamble, injected styles), never the framing rules. `settingsOrigin`, the settings
 * service the modal asks at its handshake, is always reachable, for an unknown project too (so
 * the modal can learn that it is unknown).
 *
 * @example
 * modalSecurityHeaders(project, { styleHashes: inlineStyleHashes(html) })['Content-Security-Policy']
 * // "default-src 'self'; script-src 'self'; … frame-ancestors http://127.0.0.1:5173"
 */
export function modalSecurityHeaders(project: FramedProject | undefined, options: { styleHashes?: string[]; dev?: boolean; settingsOrigin?: string } = {}): Record<string, string> {
  const sources = [...new Set([...(options.settingsOrigin ? [options.settingsOrigin] : []), ...(project?.connectSources ?? [])])]
  const ancestors = project && project.allowedOrigins.length > 0 ? project.allowedOrigins.join(' ') : "'none'"
  const script = options.dev ? "'self' 'unsafe-inline'" : "'self'"
  const style = options.dev ? "'self' 'unsafe-inline'" : ["'self'", ...(options.styleHashes ?? [])].join(' ')
  const policy = [
    "default-src 'self'",
    `script-src ${script}`,
    `style-src ${style}`,
    ['img-src', "'self'", 'data:', 'blob:', ...sources].join(' '),
    "font-src 'self'",
    ['connect-src', "'self'", ...sources].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors}`,
  ].join('; ')
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin',
  }
}

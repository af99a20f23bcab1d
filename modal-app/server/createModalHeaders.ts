import { createSettingsClient } from '../../shared/dataApi/createSettingsClient'
import { embedRefusal } from './embedRefusal'
import { modalSecurityHeaders } from './modalSecurityHeaders'
import { projectIdOfUrl } from './projectIdOfUrl'
import { refusalPage } from './refusalPage'

export interface ModalHeadersOptions {
  /** Base URL of the settings service (the data service), the same the modal was built with. */
  settingsUrl: string
  fetchFn?: typeof fetch
  /** How long a project's settings are reused (default 30 s): an operator's edit shows within it. */
  cacheMs?: number
  /** Told when the settings could not be had; that response then refuses every frame. */
  onError?: (projectId: string, error: unknown) => void
}

/**
 * The headers of one response of the modal's server, for the request's URL; `refusalFor(url)`
 * is the page to send instead of the modal's when the server refuses the host SDK's embed there.
 */
export type ModalHeaders = ((url: string, options?: { dev?: boolean; styleHashes?: string[] }) => Promise<Record<string, string>>) & {
  refusalFor(url: string): Promise<ReturnType<typeof refusalPage> | undefined>
}

/**
 * The per-project headers of the modal's servers (Vite's dev and preview plugin, `serveModal`),
 * from the same settings the modal asks at its handshake: `frame-ancestors` lists the project's
 * allowed origins, `connect-src` its sources plus the settings service. A request without a
 * project, for an unknown one, or while the service can't answer gets `frame-ancestors 'none'`:
 * no settings, no framing. For the page itself, `refusalFor` says from the same settings whether
 * the embed the host SDK asks for is refused, and gives the page that tells the host why
 * (`embedRefusal`, `refusalPage`).
 *
 * @example
 * const headersFor = createModalHeaders({ settingsUrl: 'https://api.example' })
 * const refused = await headersFor.refusalFor(request.url)
 * const headers = refused?.headers ?? (await headersFor('/?projectId=airlock-demo', { styleHashes }))
 */
export function createModalHeaders(options: ModalHeadersOptions): ModalHeaders {
  const settingsOf = createSettingsClient({ baseUrl: options.settingsUrl, fetchFn: options.fetchFn, memoryForMs: options.cacheMs ?? 30_000 })
  const settingsOrigin = new URL(options.settingsUrl).origin
  const headersFor = async (url: string, headerOptions: { dev?: boolean; styleHashes?: string[] } = {}) => {
    const projectId = projectIdOfUrl(url)
    const settings = projectId
      ? await settingsOf(projectId).catch((error: unknown) => {
          options.onError?.(projectId, error)
          return undefined
        })
      : undefined
    return modalSecurityHeaders(settings, { ...headerOptions, settingsOrigin })
  }
  const refusalFor = async (url: string) => {
    if (!url.includes('origin=')) return undefined
    const projectId = projectIdOfUrl(url)
    const outcome = projectId ? await settingsOf(projectId).catch((error: unknown) => ({ error })) : undefined
    const refusal = embedRefusal(url, outcome)
    return refusal && refusalPage(refusal, new URLSearchParams(url.slice(url.indexOf('?'))).get('origin')!)
  }
  return Object.assign(headersFor, { refusalFor })
}

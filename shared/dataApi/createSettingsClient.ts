import { parseProjectSettings } from './parseProjectSettings'
import { projectSettingsUrl, SETTINGS_MAX_AGE_S, type ProjectSettings } from './projectSettings'
import { SettingsRequestError } from './SettingsRequestError'

/** Where answers are kept between page loads: the modal origin's `localStorage`, when it has one. */
export type SettingsStore = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface SettingsClientOptions {
  /** Base URL of the service answering `/v1/projects/{projectId}/settings` (the data service). */
  baseUrl: string
  fetchFn?: typeof fetch
  /** Absent where the document has no storage: then answers live in memory only. */
  store?: SettingsStore
  /** How long a stored answer is used (default the service's own max-age, `SETTINGS_MAX_AGE_S`): an operator's change reaches every page within it, and a refusal from a stale copy never outlives it. */
  storedForMs?: number
  /** How long an answer stays in memory (default: the page's life, which keeps the settings it started with). Servers pass a short one. */
  memoryForMs?: number
  /** A request that takes longer fails (default 5 s, well inside the host's 10 s wait for `ready`). */
  timeoutMs?: number
  now?: () => number
}

/** Reads one project's settings; rejects with a {@link SettingsRequestError}, never hangs. */
export type SettingsClient = (projectId: string) => Promise<ProjectSettings>

export const SETTINGS_DEFAULTS = { storedForMs: SETTINGS_MAX_AGE_S * 1000, timeoutMs: 5_000 } as const

// v2: the answers carry the operator's endpoints; a v1 answer stored before them would name none.
const STORE_PREFIX = 'airlock:settings:v2:'

/**
 * A client for project settings with two caches: memory (one request per project while the
 * answer is fresh; concurrent callers share it) and, where the document has storage, the store
 * for the service's own max-age so a reload does not ask again. A failure is never cached, so the next call
 * asks again; a stored answer past its TTL, unreadable or malformed is dropped and asked again.
 *
 * @example
 * const settingsOf = createSettingsClient({ baseUrl: 'https://api.example', store: localStorage })
 * const { allowedOrigins } = await settingsOf('airlock-demo')
 */
export function createSettingsClient(options: SettingsClientOptions): SettingsClient {
  const fetchFn = options.fetchFn ?? ((...args: Parameters<typeof fetch>) => fetch(...args))
  const now = options.now ?? Date.now
  const storedForMs = options.storedForMs ?? SETTINGS_DEFAULTS.storedForMs
  const memoryForMs = options.memoryForMs ?? Number.POSITIVE_INFINITY
  const timeoutMs = options.timeoutMs ?? SETTINGS_DEFAULTS.timeoutMs
  const memory = new Map<string, { at: number; settings: Promise<ProjectSettings> }>()

  function readStored(projectId: string): ProjectSettings | undefined {
    const key = STORE_PREFIX + projectId
    try {
      const raw = options.store?.getItem(key)
      if (!raw) return undefined
      const { at, settings } = JSON.parse(raw) as { at?: unknown; settings?: unknown }
      const age = now() - Number(at)
      if (typeof at === 'number' && age >= 0 && age < storedForMs) return parseProjectSettings(settings, projectId)
      options.store?.removeItem(key)
    } catch {
      // A store the browser took away, or an entry that no longer parses: ask the service.
      try {
        options.store?.removeItem(key)
      } catch {
        // Nothing to clean where there is no storage.
      }
    }
    return undefined
  }

  function store(projectId: string, settings: ProjectSettings) {
    try {
      options.store?.setItem(STORE_PREFIX + projectId, JSON.stringify({ at: now(), settings }))
    } catch {
      // Quota or storage taken away: the memory copy serves this page.
    }
  }

  async function request(projectId: string): Promise<ProjectSettings> {
    const url = projectSettingsUrl(options.baseUrl, projectId)
    let response: Response
    try {
      response = await fetchFn(url, { credentials: 'omit', redirect: 'error', signal: AbortSignal.timeout(timeoutMs) })
    } catch (cause) {
      const timedOut = (cause as Error)?.name === 'TimeoutError'
      throw new SettingsRequestError('unavailable', timedOut ? `The settings service did not answer within ${timeoutMs} ms (${url})` : `The settings service could not be reached (${url})`)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (response.status === 404) {
      const message = (body as { message?: unknown } | undefined)?.message
      throw new SettingsRequestError('projectNotFound', typeof message === 'string' ? message : `Project '${projectId}' is not registered`, 404)
    }
    if (!response.ok) throw new SettingsRequestError('unavailable', `The settings service answered ${response.status} (${url})`, response.status)
    const settings = parseProjectSettings(body, projectId)
    store(projectId, settings)
    return settings
  }

  return (projectId) => {
    const hit = memory.get(projectId)
    if (hit && now() - hit.at < memoryForMs) return hit.settings
    const stored = readStored(projectId)
    const settings = stored ? Promise.resolve(stored) : request(projectId)
    const entry = { at: now(), settings }
    memory.set(projectId, entry)
    settings.catch(() => {
      if (memory.get(projectId) === entry) memory.delete(projectId)
    })
    return settings
  }
}

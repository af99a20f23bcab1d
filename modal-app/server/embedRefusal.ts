import { SettingsRequestError } from '../../shared/dataApi/SettingsRequestError'
import { Alerts } from '../../shared/errors/alerts'
import type { EmbedRefusal } from '../../shared/errors/EmbedRefusedError'

/** A refused embed: its cause and the sentence the dapp's developer reads (the cause and the fix). */
export interface EmbedRefusalAnswer {
  reason: EmbedRefusal
  message: string
}

/** What the modal's server learnt of the project: its allowed origins, or why it has none. */
export type ProjectOutcome = { allowedOrigins: readonly string[] } | { error: unknown }

/**
 * Whether the modal's server refuses the embed the host SDK asks for at `url`, and why. Only a
 * request that carries the host SDK's `origin` (the embedding page's origin, which the SDK puts in
 * the frame's URL) is judged: any other gets the modal's page with its `frame-ancestors`, which the
 * browser enforces whatever an origin claims. The judgement only explains; it lets nothing in: a
 * page that claims an allowed origin it is not on gets the modal's page, and the browser refuses
 * that frame. The causes: the project id is missing or not registered (`unknownProject`, the
 * spec's "Invalid Project ID" with the service's own hint), the settings could not be had
 * (`settingsUnreachable`), or the origin is not on the project's list (`originNotAllowed`, the
 * spec's "Invalid App Configuration" text).
 *
 * @example
 * embedRefusal('/?projectId=shop&origin=https%3A%2F%2Fevil.example', { allowedOrigins: ['https://shop.example'] })
 * // { reason: 'originNotAllowed', message: 'Airlock: Origin is not allowed for this project. …' }
 */
export function embedRefusal(url: string, outcome: ProjectOutcome | undefined): EmbedRefusalAnswer | undefined {
  const query = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '')
  const origin = query.get('origin')
  if (!origin) return undefined
  const projectId = (query.get('projectId') ?? '').slice(0, 64)
  if (!projectId || !outcome) return { reason: 'unknownProject', message: `Airlock: ${Alerts.projectIdNotConfigured.description}.` }
  if ('error' in outcome) {
    const { error } = outcome
    if (error instanceof SettingsRequestError && error.code === 'projectNotFound') {
      return { reason: 'unknownProject', message: `Airlock: ${Alerts.invalidProjectId.description}: ${error.message}.` }
    }
    return {
      reason: 'settingsUnreachable',
      message: `Airlock: the modal's server could not read the settings of project '${projectId}' (${(error as Error)?.message ?? error}). Check that the settings service the modal was built with (VITE_AIRLOCK_SETTINGS_URL) is up and reachable from the modal's server.`,
    }
  }
  if (outcome.allowedOrigins.includes(origin)) return undefined
  return {
    reason: 'originNotAllowed',
    message: `Airlock: ${Alerts.invalidAppConfiguration.description} Add ${origin.slice(0, 200)} to the allowedOrigins of project '${projectId}'.`,
  }
}

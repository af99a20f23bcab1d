import { PROTOCOL_TAG, PROTOCOL_VERSION, type RefusedMessage } from '../../../shared/protocol/messages'

/**
 * Tells the embedding page that the settings could not be had, as the modal's server does when it
 * is the one that cannot read them (modal-app/server/embedRefusal.ts): without it, the page's
 * `ready()` would only time out. The message goes to `to`, the parent's origin as the browser
 * reports it (`ancestorOrigins`), else the one the host SDK put in the frame's URL; it carries
 * nothing but the cause and the settings address this build fetches from (public: it is in the bundle).
 *
 * @example
 * tellSettingsUnreachable(window.parent, 'https://dapp.example', 'demo', new Error('unreachable'))
 */
export function tellSettingsUnreachable(parent: { postMessage(message: unknown, targetOrigin: string): void }, to: string, projectId: string, error: unknown): void {
  const refused: RefusedMessage = {
    protocol: PROTOCOL_TAG,
    version: PROTOCOL_VERSION,
    type: 'refused',
    reason: 'settingsUnreachable',
    message: `Airlock: the modal could not read the settings of project '${projectId.slice(0, 64)}' from this browser (${(error as Error)?.message ?? String(error)}). Check that the settings service the modal was built with (VITE_AIRLOCK_SETTINGS_URL) is up and reachable from your visitors' browsers (its address, CORS and any firewall between them).`,
  }
  try {
    parent.postMessage(refused, to)
  } catch {
    // A malformed origin in the URL: no page to tell.
  }
}

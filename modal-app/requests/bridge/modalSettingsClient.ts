import { createSettingsClient, type SettingsClient } from '../../../shared/dataApi/createSettingsClient'
import { SettingsRequestError } from '../../../shared/dataApi/SettingsRequestError'
import { storageAvailable } from '../../lib/storageAvailable'

let client: SettingsClient | undefined

/**
 * The modal's one settings client: it asks the settings service its build names
 * (`VITE_AIRLOCK_SETTINGS_URL`), never a URL from the host page, which could point it at a fake
 * service that allows every origin. Answers are kept for the page's life and, where this document
 * has storage, in the modal origin's `localStorage` for a few minutes so a reload does not wait
 * on the service; with storage denied they live in memory only. A build without the variable
 * (only possible outside vite.config.ts) refuses every project rather than guess a service.
 *
 * @example
 * const settings = await modalSettingsClient()('airlock-demo')
 */
export function modalSettingsClient(): SettingsClient {
  const baseUrl = import.meta.env.VITE_AIRLOCK_SETTINGS_URL
  if (!baseUrl) return () => Promise.reject(new SettingsRequestError('unavailable', 'This modal was built without VITE_AIRLOCK_SETTINGS_URL: it cannot learn its project\'s settings'))
  client ??= createSettingsClient({ baseUrl, store: storageAvailable() ? globalThis.localStorage : undefined })
  return client
}

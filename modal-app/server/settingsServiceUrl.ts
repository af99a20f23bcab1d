import { urlsFor, type Profile } from '../../config/urls'
import { MissingBuildVariableError } from './MissingBuildVariableError'

/** The one variable naming the settings service, for the modal's build and its servers alike. */
export const SETTINGS_URL_VARIABLE = 'VITE_AIRLOCK_SETTINGS_URL'

const WHAT = 'the http(s) base URL of the data service that answers /v1/projects/{projectId}/settings'

/**
 * The base URL of the settings service the modal asks at its handshake and its servers ask for
 * `frame-ancestors`: `VITE_AIRLOCK_SETTINGS_URL` when set; the loopback data API of the local
 * stack's profile when `AIRLOCK_PROFILE` is dev or test (or for Vite's own dev and preview
 * servers, `localServer`, which only ever run the local stack); otherwise a
 * {@link MissingBuildVariableError}, so a production build or server never falls back to
 * localhost.
 *
 * @example
 * settingsServiceUrl({ AIRLOCK_PROFILE: 'test' }) // 'http://127.0.0.1:18787'
 * settingsServiceUrl({}) // throws MissingBuildVariableError naming VITE_AIRLOCK_SETTINGS_URL
 */
export function settingsServiceUrl(env: Record<string, string | undefined>, options: { localServer?: boolean } = {}): string {
  const given = env[SETTINGS_URL_VARIABLE]
  if (given) {
    let url: URL | undefined
    try {
      url = new URL(given)
    } catch {
      url = undefined
    }
    if (!url || !/^https?:$/.test(url.protocol)) throw new MissingBuildVariableError(SETTINGS_URL_VARIABLE, `${WHAT}; '${given}' is not one`)
    return given
  }
  const profile = env.AIRLOCK_PROFILE
  if (profile === 'dev' || profile === 'test') return urlsFor(profile as Profile).dataApi
  if (options.localServer) return urlsFor('dev').dataApi
  throw new MissingBuildVariableError(SETTINGS_URL_VARIABLE, WHAT)
}

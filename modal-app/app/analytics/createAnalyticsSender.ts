import { Constants } from '../../../shared/constants'
import { alertRaised } from '../../state/alerts/alertsSlice'
import type { OptionsState } from '../../state/options/optionsSlice'
import { isInvalidAppConfiguration } from '../../state/dataService/isInvalidAppConfiguration'
import { HOST_ORIGIN_HEADER } from '../../state/dataService/callDataApi'
import { isSentEvent, type AnalyticsEvent } from './analyticsEvents'
import { buildAnalyticsBody } from './buildAnalyticsBody'

/** What the sender needs from a store. */
export interface SenderStore {
  getState(): { options: OptionsState }
  dispatch(action: ReturnType<typeof alertRaised>): unknown
}

/** Sends one event for a store; resolves when it was posted or skipped, never rejects. */
export type AnalyticsSender = (store: SenderStore, event: AnalyticsEvent, address?: string) => Promise<void>

function serviceUrl(base: string, path: string, projectId: string): string {
  const url = new URL(path, base.endsWith('/') ? base : `${base}/`)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('st', Constants.sdkType)
  url.searchParams.set('sv', Constants.sdkVersion)
  return url.href
}

async function refusal(response: Response): Promise<boolean> {
  if (response.status !== 403) return false
  return isInvalidAppConfiguration(403, await response.json().catch(() => null))
}

/**
 * One store's analytics (docs/calls.md#analytics): events go to `POST {analyticsUrl}/e?projectId&st&sv` only when
 * `features.analytics` is on and `GET {registryUrl}/getAnalyticsConfig` said
 * `isAnalyticsEnabled` (asked once; a failure means off). With the feature off nothing is
 * requested at all. The modal-created event is never sent. A 403 'Invalid App Configuration'
 * from either call raises the allow-list alert (shown once) and stops analytics for the store.
 *
 * @example
 * const send = createAnalyticsSender(); await send(store, { event: 'MODAL_OPEN' })
 */
export function createAnalyticsSender(fetchFn: typeof fetch = (...args) => fetch(...args)): AnalyticsSender {
  let config: Promise<boolean> | undefined
  let stopped = false

  const headers = (hostOrigin: string): Record<string, string> => (hostOrigin ? { [HOST_ORIGIN_HEADER]: hostOrigin } : {})

  async function askConfig(store: SenderStore): Promise<boolean> {
    const { value, hostOrigin } = store.getState().options
    try {
      const response = await fetchFn(serviceUrl(value.services.registryUrl, 'getAnalyticsConfig', value.projectId), {
        headers: headers(hostOrigin),
        signal: AbortSignal.timeout(Constants.httpTimeoutMs),
      })
      if (await refusal(response)) {
        store.dispatch(alertRaised('invalidAppConfiguration'))
        return false
      }
      if (!response.ok) return false
      const body = (await response.json()) as { isAnalyticsEnabled?: unknown }
      return body.isAnalyticsEnabled === true
    } catch {
      return false
    }
  }

  return async (store, event, address) => {
    const { received, value, hostOrigin } = store.getState().options
    if (stopped || !received || !value.features.analytics || !isSentEvent(event.event)) return
    config ??= askConfig(store)
    if (!(await config) || stopped) return
    const body = buildAnalyticsBody(event, { pageUrl: hostOrigin || globalThis.location?.origin || '', address })
    try {
      const response = await fetchFn(serviceUrl(value.services.analyticsUrl, 'e', value.projectId), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers(hostOrigin) },
        body: JSON.stringify(body),
        keepalive: true,
      })
      if (await refusal(response)) {
        stopped = true
        store.dispatch(alertRaised('invalidAppConfiguration'))
      }
    } catch {
      // Analytics never disturbs the visitor: a lost event is only lost.
    }
  }
}

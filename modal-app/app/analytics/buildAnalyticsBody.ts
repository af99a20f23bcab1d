import type { AnalyticsEvent } from './analyticsEvents'

/** The body of `POST /e` (docs/calls.md#analytics). */
export interface AnalyticsBody {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: 'track'; event: string; properties?: AnalyticsEvent['properties']; address?: string }
}

/** A v4 UUID; `crypto.randomUUID` exists only in secure contexts, so fall back to random bytes. */
export function uuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6]! & 0x0f) | 0x40
  b[8] = (b[8]! & 0x3f) | 0x80
  const h = [...b].map((x) => x.toString(16).padStart(2, '0')).join('')
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`
}

/**
 * The analytics body for an event (docs/calls.md#analytics): a fresh event id, the page the modal is embedded in
 * (its proven origin: the modal never sees the host's path) and its host name, the time in ms,
 * and props with the event data plus the connected address.
 *
 * @example
 * buildAnalyticsBody({ event: 'MODAL_OPEN', properties: { connected: false } }, { pageUrl: 'http://127.0.0.1:5173', address: undefined })
 */
export function buildAnalyticsBody(
  event: AnalyticsEvent,
  context: { pageUrl: string; address?: string; now?: number; eventId?: string },
): AnalyticsBody {
  let domain = ''
  try {
    domain = new URL(context.pageUrl).hostname
  } catch {
    domain = ''
  }
  return {
    eventId: context.eventId ?? uuid(),
    url: context.pageUrl,
    domain,
    timestamp: context.now ?? Date.now(),
    props: { type: 'track', event: event.event, ...(event.properties ? { properties: event.properties } : {}), address: context.address },
  }
}

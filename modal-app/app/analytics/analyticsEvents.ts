import type { ConnectionStatus } from '../../../shared/protocol'

/** Event names the modal tracks. `MODAL_CREATED` exists upstream but is never sent (docs/calls.md#analytics). */
export type AnalyticsEventName =
  | 'MODAL_CREATED'
  | 'MODAL_OPEN'
  | 'MODAL_CLOSE'
  | 'SELECT_WALLET'
  | 'CONNECT_SUCCESS'
  | 'CONNECT_ERROR'
  | 'DISCONNECT_SUCCESS'
  | 'SWITCH_NETWORK'
  | 'SEND_SUCCESS'
  | 'SEND_ERROR'
  | 'SEND_APPROVED'
  | 'SEND_REJECTED'

/** One tracked event: its name and what it is about. */
export interface AnalyticsEvent {
  event: AnalyticsEventName
  properties?: Record<string, string | number | boolean | null>
}

/**
 * Whether an event goes to the sink: every one except the modal-created event (docs/calls.md#analytics).
 *
 * @example
 * isSentEvent('MODAL_CREATED') // false
 */
export function isSentEvent(name: AnalyticsEventName): boolean {
  return name !== 'MODAL_CREATED'
}

/**
 * The connection event a status change means for one namespace: connecting → connected is a
 * successful connect, connecting → disconnected a failed one, connected → disconnected a
 * disconnect; anything else (restores that end connected, repeats) is not an event.
 *
 * @example
 * connectionEventFor('connecting', 'connected') // 'CONNECT_SUCCESS'
 */
export function connectionEventFor(before: ConnectionStatus, after: ConnectionStatus): AnalyticsEventName | undefined {
  if (before === 'connecting' && after === 'connected') return 'CONNECT_SUCCESS'
  if (before === 'connecting' && after === 'disconnected') return 'CONNECT_ERROR'
  if (before === 'connected' && after === 'disconnected') return 'DISCONNECT_SUCCESS'
  return undefined
}

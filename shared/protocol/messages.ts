import type { EmbedRefusal } from '../errors/EmbedRefusedError'
import type { ModalOptions } from '../options/ModalOptions'
import type { HostEvent, PublicState } from './api'

/** Version of the handshake and of the two APIs below; both sides refuse other versions. */
export const PROTOCOL_VERSION = 1 as const
/** Tag on every window message of ours, so foreign messages are ignored cheaply. */
export const PROTOCOL_TAG = 'airlock' as const

/**
 * A returning visitor's connection on this page, as the modal remembers it: the state the page
 * is shown at once and the EIP-1193 events it implies (`connect`, `accountsChanged`). Until the
 * modal's first own state, the host answers `eth_accounts` and `eth_chainId` from it; that state
 * then confirms it, or ends it with the events of the change (a `disconnect` when the session
 * did not come back).
 */
export interface RestoredConnection {
  state: PublicState
  events: Extract<HostEvent, { type: 'provider' }>[]
}

/** iframe → parent: the modal app has loaded and waits for `connect`; with `restored` when it remembers this page's connection. */
export interface ReadyMessage {
  protocol: typeof PROTOCOL_TAG
  version: typeof PROTOCOL_VERSION
  type: 'ready'
  restored?: RestoredConnection
}

/**
 * parent → iframe, posted to exactly the modal origin with two transferred ports:
 * `ports[0]` carries host → modal calls (ModalApi), `ports[1]` modal → host calls (HostApi).
 */
export interface ConnectMessage {
  protocol: typeof PROTOCOL_TAG
  version: typeof PROTOCOL_VERSION
  type: 'connect'
  options: ModalOptions
}

/**
 * modal origin → parent, instead of the modal: its server refused this embed (the page it served
 * in the modal's place posts this and nothing else). `message` names the cause and the fix.
 */
export interface RefusedMessage {
  protocol: typeof PROTOCOL_TAG
  version: typeof PROTOCOL_VERSION
  type: 'refused'
  reason: EmbedRefusal
  message: string
}

export type WindowMessage = ReadyMessage | ConnectMessage | RefusedMessage

/**
 * Checks that `data` is one of our window messages of the given type and version.
 *
 * @example
 * if (isWindowMessage(event.data, 'ready')) acceptReady()
 */
export function isWindowMessage<T extends WindowMessage['type']>(
  data: unknown,
  type: T,
): data is Extract<WindowMessage, { type: T }> {
  if (!data || typeof data !== 'object') return false
  const m = data as Partial<WindowMessage>
  return m.protocol === PROTOCOL_TAG && m.version === PROTOCOL_VERSION && m.type === type
}

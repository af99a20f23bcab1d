import { acceptHandshake, type HandshakeOutcome } from './acceptHandshake'
import { modalSettingsClient } from './modalSettingsClient'

/**
 * Starts this document's side of the handshake with the modal's own settings client: the
 * entry's first call, in a small chunk of its own fetched beside the entry, so `ready` leaves
 * for the host before the effects chunk is evaluated (see main.tsx).
 *
 * @example
 * const outcome = await startHandshake()
 * if ('refused' in outcome) showAlert(outcome.refused)
 */
export function startHandshake(): Promise<HandshakeOutcome> {
  return acceptHandshake(window, modalSettingsClient())
}

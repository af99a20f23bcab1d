import type { HandshakeOutcome } from '../requests/bridge/acceptHandshake'
import { startBridge } from '../requests/bridge/startBridge'
import type { AppStoreParts } from './createAppStore'
import { registerListeners } from './registerListeners'

/**
 * The modal's second chunk: registers every feature's effects on the entry's store, then serves
 * the host once the handshake the entry started comes through, and has the entry render
 * (`render`) once there is something to show. Nothing is dispatched before it runs that an
 * effect must see: the modal can't open, and so can't be used, before the bridge it starts.
 *
 * @example
 * void import('./app/startEffects').then(({ startEffects }) => startEffects(parts, acceptHandshake(window, settingsOf), render))
 */
export function startEffects({ store, startListening }: AppStoreParts, handshake: Promise<HandshakeOutcome>, render: () => void): void {
  registerListeners(startListening)
  startBridge(store, handshake, render)
}

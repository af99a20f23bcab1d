import { startBridge } from '../bridge/startBridge'
import type { AppStoreParts } from './createAppStore'
import { registerListeners } from './registerListeners'

/**
 * The modal's second chunk: registers every feature's effects on the entry's store, then
 * connects to the host page. Nothing is dispatched before it runs that an effect must see: the
 * modal can't open, and so can't be used, before the bridge it starts.
 *
 * @example
 * void import('./app/startEffects').then(({ startEffects }) => startEffects(parts))
 */
export function startEffects({ store, startListening }: AppStoreParts): void {
  registerListeners(startListening)
  startBridge(store)
}

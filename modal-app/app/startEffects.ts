import type { ComponentType, ReactNode } from 'react'
import type { HandshakeOutcome } from '../requests/bridge/acceptHandshake'
import { startBridge } from '../requests/bridge/startBridge'
import { applyLocale, loadCatalog } from '../ui/i18n/applyLocale'
import { chooseLocale } from '../ui/i18n/chooseLocale'
import type { AppStoreParts } from './createAppStore'
import { LocaleRoot } from './LocaleRoot'
import { registerListeners } from './registerListeners'
import { canAskForStorage } from '../lib/storageAvailable'
import { prefetchRestoringWallets } from '../wallets/prefetchRestoringWallets'

/**
 * The modal's second chunk: registers every feature's effects on the entry's store, then serves
 * the host once the handshake the entry started comes through, and has the entry render
 * (`render`, given the root that remounts on a language switch) once there is something to show
 * in the visitor's language. Nothing is dispatched before it runs that an effect must see: the
 * modal can't open, and so can't be used, before the bridge it starts.
 *
 * The language's catalog starts loading here, beside the handshake, for the language the visitor,
 * the dapp (its `language` option, in the frame's URL) or the browser names; once the host's options are in (the dapp's `language`), the first render
 * waits for the chosen catalog, so a non-English visitor never sees English first. English renders
 * at once, as before.
 *
 * @example
 * void import('./app/startEffects').then(({ startEffects }) => startEffects(parts, acceptHandshake(window, settingsOf), render))
 */
export function startEffects(
  { store, startListening }: AppStoreParts,
  handshake: Promise<HandshakeOutcome>,
  render: (Root: ComponentType<{ children: ReactNode }>) => void,
): void {
  // A returning visitor's wallet code is fetched beside the handshake, not once the connectors ask for it.
  prefetchRestoringWallets()
  registerListeners(startListening)
  // The host names the dapp's `language` in the frame's URL too (createModal), so this guess is
  // the handshake's answer and no second catalog is fetched; the options still decide below.
  const likely = chooseLocale(new URLSearchParams(globalThis.location?.search).get('language') ?? undefined)
  if (likely !== 'en') void loadCatalog(likely).catch(() => undefined)
  let started = false
  // Where the visitor granted this frame storage on an earlier visit, it is taken again before the
  // bridge starts, and with it every restore of a stored session (only where storage is denied:
  // its code loads only there).
  const storageReady = canAskForStorage() ? import('../lib/storageAccess').then((m) => m.resumeStorageAccess()) : undefined
  startBridge(store, storageReady ? handshake.then((outcome) => storageReady.then(() => outcome)) : handshake, () => {
    if (started) return
    started = true
    const wait = applyLocale(chooseLocale(store.getState().options.value.language))
    if (wait) void wait.then(() => render(LocaleRoot))
    else render(LocaleRoot)
  })
}

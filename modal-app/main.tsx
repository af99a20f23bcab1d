import { StrictMode } from 'react'
import { flushSync } from 'react-dom'
import { createRoot } from 'react-dom/client'
import { Provider } from 'react-redux'
import { App } from './app/App'
import { createAppStore } from './app/createAppStore'
import type { HandshakeOutcome } from './requests/bridge/acceptHandshake'
import { markPhase } from './lib/markPhase'

/**
 * Starts the modal's React side on the handshake the entry (boot.ts) began: the store and the
 * React root are made once the effects chunk is in, and React renders once the modal knows what
 * to show (the host's options, or a refusal): a modal opened at once (not preloaded) then paints
 * its opened view in its first render, and nothing renders before the handshake that it would
 * have to render again.
 *
 * @example
 * void import('./main').then(({ startModal }) => startModal(acceptHandshake(window, modalSettingsClient())))
 */
export function startModal(handshake: Promise<HandshakeOutcome>): void {
  markPhase('first')
  const element = document.getElementById('root')
  if (!element) throw new Error('#root is missing from index.html')
  // The features' effects and the bridge to the host page, in their own chunk (fetched beside this
  // one): the first view doesn't wait for connectors, the RPC router or analytics.
  void import('./app/startEffects').then(({ startEffects }) => {
    markPhase('effects')
    const parts = createAppStore()
    const root = createRoot(element)
    // Synchronous, once (startEffects calls it once): from the host's open() (or the refusal), the
    // opened view is in the DOM when that call returns, and the frame that follows shows it; in a
    // language other than English, once its catalog is in.
    startEffects(parts, handshake, (Root) =>
      flushSync(() =>
        root.render(
          <StrictMode>
            <Provider store={parts.store}>
              <Root>
                <App />
              </Root>
            </Provider>
          </StrictMode>,
        ),
      ),
    )
  })
}

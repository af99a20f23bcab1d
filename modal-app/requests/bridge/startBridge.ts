import { connectApi, exposeApi } from '../../../shared/bridge/channel'
import { BridgeTimeouts } from '../../../shared/constants'
import { HOST_API_METHODS, MODAL_API_METHODS, type HostApi, type ModalApi, type PublicState } from '../../../shared/protocol/api'
import type { AppStore } from '../../store/storeTypes'
import { markPhase } from '../../lib/markPhase'
import { revealThenOpen } from './revealThenOpen'
import { selectPublicState } from './selectPublicState'
import { alertRaised } from '../../state/alerts/alertsSlice'
import { modalClosed, modalOpened, modalPrimed } from '../../state/modal/modalActions'
import { EndpointNotAllowedError } from '../../state/options/EndpointNotAllowedError'
import { hostOriginProven, operatorSettingsReceived, optionsReceived } from '../../state/options/optionsSlice'
import { themeModeChanged, themeVariablesChanged } from '../../state/theme/themeSlice'
import { watchSiwxSession } from '../siwx/watchSiwxSession'
import type { Handshake, HandshakeOutcome } from './acceptHandshake'
import { providerEvents } from './providerEvents'
import { serveConnectors, type ServedConnectors } from './serveConnectors'
import { isLastConnection, lastConnection } from '../../wallets/lastConnection'

/**
 * Connects the modal to its host over the handshake the entry started (`acceptHandshake`, which
 * first fetches the project's settings from the service this build names): applies what the
 * operator allows, then exposes the hardened ModalApi and pushes state and EIP-1193 events to the
 * host. A refused embed shows its alert and never talks to the parent. `render` renders the modal
 * synchronously, once (later calls do nothing): it is called when there is something to show: the
 * refusal, the host's open(), or the host's options with nothing else queued.
 *
 * @example
 * startBridge(store, acceptHandshake(window, modalSettingsClient()), () => flushSync(() => root.render(<App />)))
 */
export function startBridge(store: AppStore, outcome: Promise<HandshakeOutcome>, render: () => void): void {
  void outcome.then((result) => {
    if ('refused' in result) {
      store.dispatch(alertRaised(result.refused))
      store.dispatch(modalOpened({}))
      render()
      return
    }
    store.dispatch(operatorSettingsReceived(result.settings))
    serveHost(store, result.handshake, render)
  })
}

/**
 * Once the host's `connect` arrives: options, ports, the connectors, the ModalApi and the state
 * stream. The modal renders as soon as it knows whether it is open: synchronously in the host's
 * open() call that came with `connect`, or in the task after it for a modal preloaded closed.
 * The connectors exist before anything renders: every view that reaches them (a wallet row's
 * click, the connecting views) finds them.
 */
function serveHost(store: AppStore, handshake: Promise<Handshake>, render: () => void) {
  void handshake.then(({ options, hostOrigin, modalPort, hostPort, remembered, told }) => {
    markPhase('connect')
    store.dispatch(optionsReceived(options))
    store.dispatch(hostOriginProven(hostOrigin))
    reportRefusedEndpoints(store)
    const host = connectApi<HostApi>(hostPort, HOST_API_METHODS, (m) => (m === 'walletRequest' ? BridgeTimeouts.interactiveCallMs : BridgeTimeouts.callMs))
    const { hub, deps, route } = serveConnectors(store, host, isLastConnection(remembered) ? remembered : undefined)
    markPhase('connectors')
    const emit = (event: Parameters<HostApi['emit']>[0]) => void host.emit(event).catch(() => undefined)
    let rendered = false
    const show = () => {
      rendered = true
      render()
    }

    const api: ModalApi = {
      request: (args) => route(args),
      async open(view) {
        const payload = typeof view === 'string' ? { view } : {}
        if (rendered) return revealThenOpen(store, payload)
        store.dispatch(modalOpened(payload))
        show()
      },
      async close() {
        store.dispatch(modalClosed({ reason: 'host' }))
      },
      getState: async () => selectPublicState(store.getState()),
      async setThemeMode(mode) {
        if (mode === 'dark' || mode === 'light') store.dispatch(themeModeChanged(mode))
      },
      async setThemeVariables(variables) {
        if (variables && typeof variables === 'object') store.dispatch(themeVariablesChanged(variables))
      },
      async walletsChanged(wallets) {
        if (Array.isArray(wallets)) hub.walletsChanged(wallets)
      },
      async walletEvent(uuid, event, data) {
        if (typeof uuid === 'string' && typeof event === 'string') hub.walletEvent(uuid, event, data)
      },
      ping: async (at) => at,
      async cancel(id) {
        if (typeof id === 'string') deps.cancelRequest(id)
      },
    }
    exposeApi(api, modalPort, MODAL_API_METHODS)
    // A task queued after the host's calls that came with `connect`: an open() among them has
    // rendered the opened view already (render() does it once); otherwise the closed modal renders
    // now, or, while a returning visitor's session comes back, once it is back: the restore and the
    // dapp's answer don't wait behind the first render of a modal nobody opened (an open() renders at once).
    afterQueuedTasks(() => afterRestore(store, show))

    // A closed state the host has acted on: its curtain is down, so the closed card may be painted opaque behind it.
    const prime = () => {
      const { open, shown, primed } = store.getState().router
      if (!open && !shown && !primed) store.dispatch(modalPrimed())
    }
    const emitState = (state: PublicState) => {
      const acted = host.emit({ type: 'state', state })
      if (state.open || state.primed) return void acted.catch(() => undefined)
      void acted.then(() => setTimeout(prime, PRIME_AFTER_MS), () => undefined)
    }
    // The host already shows a remembered connection (`ready` brought it): what differs from it now is its change.
    let last: PublicState = selectPublicState(store.getState())
    const remember = rememberLater(store, hub)
    remember()
    emitState(last)
    if (told) for (const event of providerEvents(told.state, last)) emit(event)
    if (store.getState().options.value.siwx || store.getState().options.value.siweConfig) watchSiwxSession(store, emit)
    store.subscribe(() => {
      const next = selectPublicState(store.getState())
      if (next === last) return
      const events = providerEvents(last, next)
      last = next
      remember()
      emitState(next)
      for (const event of events) {
        if (event.event === 'connect') markPhase('connect-event')
        emit(event)
      }
    })
  })
}

/**
 * Keeps this page's remembered connection in step with its state (rememberConnection),
 * with that code loaded once it is first needed: none of it is in the modal's first view.
 */
function rememberLater(store: AppStore, hub: ServedConnectors['hub']): () => void {
  let loading: Promise<typeof import('./rememberConnection')> | undefined
  let written: string | undefined
  return () => {
    // Forgetting is at once, not once the code is in: a reload right after a disconnect must not show the visitor connected.
    const { options } = store.getState()
    if (selectPublicState(store.getState()).status !== 'connected' && written !== '' && options.hostOrigin) {
      lastConnection.write(options.value.projectId ?? '', options.hostOrigin, undefined)
      written = ''
    }
    loading ??= import('./rememberConnection')
    void loading.then(({ rememberConnection }) => {
      written = rememberConnection(store.getState(), hub, selectPublicState(store.getState()), written)
    })
  }
}

/**
 * How long after the host answered a closed state (it answers once its frame that hides the
 * dialog is done) the closed card is painted opaque behind it: a margin for that frame to
 * reach the screen before this document's next one, so a just-closed card never flashes its
 * start view. Nobody reopens a modal this soon; one that does gets the two-frame open.
 */
const PRIME_AFTER_MS = 50

/**
 * A page that named a service URL its operator doesn't run gets the operator's service instead:
 * the visitor sees why (the alert), the page's developer the error with its code in the console.
 */
function reportRefusedEndpoints(store: AppStore) {
  const refused = store.getState().options.refusedEndpoints
  if (refused.length === 0) return
  store.dispatch(alertRaised('endpointNotAllowed'))
  for (const { option, url } of refused) console.error(new EndpointNotAllowedError(option, url))
}

/** The longest the closed modal's first render waits for a restore (the injected wallet's own wait is 3 s). */
const RENDER_AFTER_RESTORE_MAX_MS = 1_000

/** Runs `run` once no namespace is `connecting` (a restore at start), at once if none is; after RENDER_AFTER_RESTORE_MAX_MS at the latest. */
function afterRestore(store: AppStore, run: () => void): void {
  const restoring = () => Object.values(store.getState().connection.statusByNamespace).includes('connecting')
  if (!restoring()) return run()
  let done = false
  const once = () => {
    if (done) return
    done = true
    unsubscribe()
    clearTimeout(timer)
    // After the task that settled the restore: its answer to the dapp leaves first.
    setTimeout(run)
  }
  const unsubscribe = store.subscribe(() => restoring() || once())
  const timer = setTimeout(once, RENDER_AFTER_RESTORE_MAX_MS)
}

/** Runs `run` in a task posted now, behind the message tasks already queued (a MessageChannel task, as React schedules its own). */
function afterQueuedTasks(run: () => void): void {
  const channel = new MessageChannel()
  channel.port1.onmessage = () => {
    channel.port1.close()
    run()
  }
  channel.port2.postMessage(null)
}

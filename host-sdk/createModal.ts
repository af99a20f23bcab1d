import { DEFAULT_THEME_MODE, DEFAULT_Z_INDEX } from '../shared/constants'
import { toProviderError } from '../shared/errors/ProviderRpcError'
import type { HostServiceUrls, ModalOptions, ThemeMode, ThemeVariables } from '../shared/options/ModalOptions'
import { requireDeploymentUrls } from '../shared/options/requireDeploymentUrls'
import { validateOptions } from '../shared/options/validateOptions'
import type { HostEvent, PublicState } from '../shared/protocol/api'
import { connectBridge, type Bridge } from './bridge/connectBridge'
import { collectWallets, type WalletDirectory } from './discovery/collectWallets'
import { afterPageLoad } from './iframe/afterPageLoad'
import { mountModal, type MountedModal } from './iframe/mountModal'
import { announceProvider, DEFAULT_ICON, type Eip6963Info } from './provider/announceProvider'
import { Eip1193Provider } from './provider/Eip1193Provider'

export interface CreateModalOptions extends ModalOptions {
  /** Where modal-app is deployed (required: no default, so nothing points at localhost). */
  modalUrl: string
  /**
   * Where the registry, analytics and relay are deployed (required). The data API, auth, bundler
   * and paymaster URLs come from the project's settings; naming one here only picks among those.
   */
  services: HostServiceUrls
  /** Element the dialog is appended to (default `document.body`, read when the modal starts). */
  container?: HTMLElement
  /** EIP-6963 identity of the provider; `false` to not announce it. */
  announce?: Partial<Omit<Eip6963Info, 'uuid'>> | false
  /** How long to wait for the iframe's `ready`, and then for the booting modal's first answer, before pending calls fail with 4900. */
  readyTimeoutMs?: number
}

export interface AirlockModal {
  /**
   * Starts the modal now (it otherwise preloads after the page's `load`) and settles once it took
   * this page: rejects with an `EmbedRefusedError` naming the cause and the fix when the embed
   * is refused (origin not allowed, unknown project, settings unreachable, modal URL wrong, this
   * page's CSP blocking the frame), which the console also shows once.
   */
  ready(): Promise<void>
  /** Shows the modal, at `view` if given (e.g. 'Account', 'Networks'). */
  open(view?: string): Promise<void>
  close(): Promise<void>
  readonly provider: Eip1193Provider
  /** Last state the modal reported (addresses and chain only). */
  getState(): PublicState
  /** Called with every new state; returns the unsubscribe function. */
  subscribe(listener: (state: PublicState) => void): () => void
  setThemeMode(mode: ThemeMode): Promise<void>
  setThemeVariables(variables: ThemeVariables): Promise<void>
  /** Removes the dialog and iframe, rejects pending calls with 4900. */
  destroy(): void
}

/**
 * Runs `run` once this page's next frame is done (a task after its animation frame), or after
 * 100 ms in a page that draws no frames (a hidden tab), whichever comes first; once.
 */
const afterFrame = (run: () => void) => {
  let done = false
  const once = () => done || ((done = true), run())
  requestAnimationFrame(() => setTimeout(once))
  setTimeout(once, 100)
}

/** The state before the modal's first report; its theme comes from the options. */
const INITIAL_STATE: Omit<PublicState, 'themeMode'> = { open: false, view: 'Connect', loading: false, status: 'disconnected', accounts: [] }

/**
 * Creates the Airlock modal: validates options (texts, docs/validation.md#options), mounts the sandboxed iframe
 * hidden so `open()` only has to show it, runs the handshake, and returns the controls and an EIP-1193
 * provider (also announced via EIP-6963). While the page loads, only the options are checked and
 * the provider made and announced: the dialog, the iframe, the bridge and the page's wallet
 * discovery start after the page's `load`, in the next idle moment, so a dapp's `load` never
 * waits for the modal; `open()`, a provider request or any other call that needs the modal
 * starts and mounts it at once.
 *
 * @example
 * const modal = createModal({ projectId: 'airlock-demo', networks: [mainnet, base] })
 * button.onclick = () => modal.open()
 */
// In parentheses on purpose: V8 compiles a parenthesized function expression eagerly, with the
// script, on the thread that streams a module in, instead of lazily on the page's main thread at
// the first call. Every dapp calls this while its bundle runs, before `load`; compiling its 2.3 KB
// of closures there was about 2–3 ms of the load delay at 4× CPU. Minifiers (oxc, the dapp's
// bundler) keep the parentheses for that reason.
export const createModal = (function createModal(options: CreateModalOptions): AirlockModal {
  if (typeof document === 'undefined') throw new Error('createModal() runs in a browser page')
  validateOptions(options)
  requireDeploymentUrls(options)
  // `container` is read when the modal starts, not here: a script in <head> has no body yet, and
  // the first touch of `document.body` builds its DOM wrappers (about 0.5 ms), time a page's
  // `load` would wait for.
  const { modalUrl, container, announce, readyTimeoutMs, ...modalOptions } = options
  let state: PublicState = { ...INITIAL_STATE, themeMode: modalOptions.themeMode ?? DEFAULT_THEME_MODE }
  const listeners = new Set<(state: PublicState) => void>()
  let returnFocus: Element | null = null
  let started: { mounted: MountedModal; bridge: Bridge; wallets: WalletDirectory } | undefined

  /** Builds the dialog, the bridge and wallet discovery, once; the iframe loads when attached. */
  const start = () => {
    if (started) return started
    const src = new URL(modalUrl)
    src.searchParams.set('projectId', modalOptions.projectId ?? '')
    src.searchParams.set('origin', location.origin)
    // The modal starts fetching its language's catalog before the handshake brings the options:
    // named here, a dapp's language that differs from the browser's costs one catalog, not two.
    if (modalOptions.language) src.searchParams.set('language', modalOptions.language)
    const mounted = mountModal(src, container ?? document.body, Number(modalOptions.themeVariables?.['--airlock-z-index'] ?? DEFAULT_Z_INDEX))
    const bridge = connectBridge({
      iframe: mounted.iframe,
      modalOrigin: src.origin,
      options: modalOptions,
      hostApi: {
        // Answered once the curtain is down (the frame that hid the dialog is done): then the modal may paint its closed card opaque.
        emit: async (event) => {
          onEvent(event)
          await curtain
        },
        listWallets: async () => wallets.list(),
        walletRequest: (uuid, args) => wallets.request(uuid, args),
      },
      readyTimeoutMs,
      onLost: (error) => provider.handleLost(error),
      // A returning visitor shows connected from the modal's `ready`, before its connectors have loaded.
      // Its connection only: whether the dialog is open (an open() made while it booted) stays this page's.
      onRestored: (restored) => {
        const { open, view, loading, themeMode } = state
        onEvent({ type: 'state', state: { ...restored.state, open, view, loading, themeMode } }, true)
        for (const event of restored.events) onEvent(event)
      },
    })
    // A wallet announcing itself doesn't wait on the modal: the modal lists the wallets at its handshake.
    const wallets = collectWallets(provider, () => void bridge.live()?.walletsChanged(wallets.list()).catch(() => undefined))
    mounted.dialog.addEventListener('cancel', (event) => {
      event.preventDefault()
      void api.close()
    })
    return (started = { mounted, bridge, wallets })
  }
  const modal = () => {
    const { mounted, bridge } = start()
    mounted.attach()
    return bridge.modal()
  }

  const showDialog = () => {
    const { mounted } = start()
    if (!mounted.shown) returnFocus = document.activeElement
    mounted.show()
  }
  // Settles after the host's frame that hid the dialog, so the modal primes behind a curtain that is really down.
  let curtain: Promise<unknown> | undefined
  const hideDialog = () => {
    const mounted = started?.mounted
    if (!mounted?.shown) return
    mounted.hide()
    curtain = new Promise<void>((done) => afterFrame(done))
    if (returnFocus instanceof HTMLElement && returnFocus.isConnected) returnFocus.focus()
    returnFocus = null
  }

  const provider: Eip1193Provider = new Eip1193Provider(() => started?.bridge.live() ?? modal())

  const onEvent = (event: HostEvent, restored = false) => {
    if (event.type === 'state') {
      // Only a modal that was open closes the dialog: a state sent before this page's open()
      // reached the modal (its first state, on a cold open) would hide the dialog just shown.
      const was = state.open
      state = event.state
      provider.syncState(state, restored)
      if (state.open) showDialog()
      else if (was) hideDialog()
      for (const listener of [...listeners]) listener(state)
    } else if (event.type === 'provider') provider.handleEvent(event)
    else if (event.type === 'wallet-subscribe') {
      start().wallets.watch(event.uuid, (name, data) => {
        const payload = data instanceof Error || name === 'disconnect' ? toProviderError(data).toJSON() : data
        void modal().then((m) => m.walletEvent(event.uuid, name, payload)).catch(() => undefined)
      })
    }
  }

  const stopAnnouncing =
    announce === false
      ? () => undefined
      : announceProvider(
          { uuid: crypto.randomUUID(), name: announce?.name ?? 'Airlock', icon: announce?.icon ?? DEFAULT_ICON, rdns: announce?.rdns ?? 'dev.airlock' },
          provider,
        )

  const api: AirlockModal = {
    async ready() {
      await modal()
    },
    async open(view) {
      const live = started?.bridge.live()
      if (live) {
        // Told first, so it takes input as soon as it can. Primed, it is painted as an open with no view shows it, so
        // this page's next frame alone shows it; unprimed, it stays transparent until its own open frame, which renders
        // in its process while this page shows the dialog; primed but asked for another view, the dialog waits for the
        // modal to report itself open (onEvent), so the primed start view never shows first.
        const opened = live.open(view)
        if (view === undefined || !state.primed) showDialog()
        return opened
      }
      showDialog()
      const remote = await modal().catch((error) => {
        hideDialog()
        throw error
      })
      await remote.open(view)
    },
    async close() {
      hideDialog()
      await (await modal()).close()
    },
    provider,
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    async setThemeMode(mode) {
      await (await modal()).setThemeMode(mode)
    },
    async setThemeVariables(variables) {
      const z = variables['--airlock-z-index']
      if (z !== undefined) start().mounted.setZIndex(Number(z))
      await (await modal()).setThemeVariables(variables)
    },
    destroy() {
      cancelMount()
      stopAnnouncing()
      // Never started: nothing was attached, and the bridge refuses every later call with 4900.
      const { wallets, bridge, mounted } = start()
      wallets.destroy()
      bridge.destroy()
      mounted.remove()
    },
  }
  // Last, once everything `start` reaches exists (a loaded page starts at once).
  const cancelMount = afterPageLoad(() => start().mounted.attach())
  return api
})

import { connectApi, exposeApi, type RemoteApi } from '../../shared/bridge/channel'
import { BridgeTimeouts } from '../../shared/constants'
import { EmbedRefusedError } from '../../shared/errors/EmbedRefusedError'
import { DisconnectedError } from '../../shared/errors/ProviderRpcError'
import type { ModalOptions } from '../../shared/options/ModalOptions'
import { restoredFits } from '../../shared/protocol/restoredFits'
import { HOST_API_METHODS, MODAL_API_METHODS, type HostApi, type ModalApi } from '../../shared/protocol/api'
import { isWindowMessage, PROTOCOL_TAG, PROTOCOL_VERSION, type ConnectMessage, type RestoredConnection } from '../../shared/protocol/messages'

export interface BridgeConfig {
  iframe: HTMLIFrameElement
  modalOrigin: string
  options: ModalOptions
  hostApi: HostApi
  /** How long the modal has to post `ready`, and then, after `connect`, to speak on the channel (boot). */
  readyTimeoutMs?: number
  /** Called when a live channel dies (iframe reloaded, navigated, removed): pending calls got 4900. */
  onLost(error: DisconnectedError): void
  /** Called with the connection a `ready` brought back (a returning visitor), before calls waiting for the modal go out. */
  onRestored?(restored: RestoredConnection): void
}

export interface Bridge {
  /** The modal API once the handshake is done; rejects with 4900 if it doesn't happen in time, with an {@link EmbedRefusedError} (also 4900) when the embed is refused. */
  modal(): Promise<RemoteApi<ModalApi>>
  /** The live modal API right now, if the handshake is done (no microtask, for `open`). */
  live(): RemoteApi<ModalApi> | undefined
  destroy(): void
}

/** Interactive methods wait on a person; a ping gets one heartbeat; the rest are quick. */
const timeoutFor = (method: string) =>
  method === 'ping' ? BridgeTimeouts.heartbeatMs : method === 'request' || method === 'open' ? BridgeTimeouts.interactiveCallMs : BridgeTimeouts.callMs
/** The 4900 error of a lost modal: every text starts "The Airlock modal " (said once, for the byte budget). */
const lost = (what: string) => new DisconnectedError({ message: `The Airlock modal ${what}.` })
const REMOVED = 'was removed from the page'
const NOT_READY = 'did not become ready in time'

/** After a frame `load`, a navigated-away document is found out this fast. */
const LOAD_PROBE_MS = 1_500

/**
 * The host side of the handshake (docs/design.md#the-bridge, steps 2–5). Accepts `ready` only from
 * the iframe's window at the modal origin, answers with `connect` posted to exactly that origin
 * with one MessagePort per direction, and tears the channel down with 4900 whenever the iframe
 * reloads, navigates elsewhere or leaves the document. Liveness never starves under load: any
 * message from the modal proves it lives, so only a modal silent for a whole probe is lost;
 * then both ports close (the old modal can't reach the page's wallets any more) and the frame
 * is reloaded, so the next call answers. A request given up at its deadline is cancelled in the
 * modal too, so nothing the dapp was told failed can still be approved.
 *
 * A modal is booting from its `ready` until it first speaks on the channel (its first state,
 * sent once its second chunk has run and it serves the port): it posts `ready` early, so the
 * frame's own `load` often comes after it, and a modal on a slow network or CPU can take
 * seconds to serve. Calls made meanwhile (an `open()` from a click) wait in the port and reach
 * the modal the moment it serves it. A booting modal's silence proves nothing until the ready
 * bound (`readyTimeoutMs` after `connect`); only then is it lost, as "did not become ready in
 * time". Once it has spoken, a `load` followed by 1.5 s of silence means the frame navigated away.
 *
 * A refused embed is told apart and explained ({@link EmbedRefusedError}, written to the console
 * once): the modal's server sends a page that posts `refused` with its cause instead of the modal
 * (origin not allowed, unknown project, settings unreachable); this page's own CSP refusing the
 * frame is a `securitypolicyviolation` for `frame-src` naming the modal; and no `ready` at all
 * within the ready bound means nothing at `modalUrl` speaks as the modal. Calls made after a
 * refusal reject at once with it, until a later `ready` (a reloaded frame) ends it.
 *
 * @example
 * const bridge = connectBridge({ iframe, modalOrigin, options, hostApi, onLost })
 * const modal = await bridge.modal()
 */
export function connectBridge(config: BridgeConfig): Bridge {
  const { iframe, modalOrigin } = config
  const readyMs = config.readyTimeoutMs ?? BridgeTimeouts.readyMs
  let current: RemoteApi<ModalApi> | undefined
  let hostPort: MessagePort | undefined
  // The channel whose modal has spoken on it (it has booted), and when the last `connect` left.
  let served: RemoteApi<ModalApi> | undefined
  let connectedAt = 0
  const waiters: { resolve(api: RemoteApi<ModalApi>): void; reject(error: Error): void }[] = []
  let dead = false
  let timer: ReturnType<typeof setTimeout> | undefined
  let refused: EmbedRefusedError | undefined

  const refuse = (error: EmbedRefusedError) => {
    if (current || refused) return
    refused = error
    clearTimeout(timer)
    timer = undefined
    console.error(error.message)
    for (const w of waiters.splice(0)) w.reject(error)
  }

  const armTimeout = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      timer = undefined
      // A frame that had a modal and lost it (navigated, reloaded) is a lost modal, not a refused embed.
      if (connectedAt) for (const w of waiters.splice(0)) w.reject(lost(NOT_READY))
      else refuse(new EmbedRefusedError('modalUnreachable', `Airlock: no modal answered at ${iframe.src} within ${readyMs} ms. Check that modalUrl is the address of your Airlock modal deployment and that it is up (and that any page framing this one is an allowed origin too).`))
    }, readyMs)
  }

  const lose = (what: string) => {
    const error = lost(what)
    // The host API goes with the modal API: a modal the page gave up on must not reach its wallets.
    hostPort?.close()
    hostPort = undefined
    if (current) {
      current.dispose(error)
      current = undefined
      config.onLost(error)
    }
    for (const w of waiters.splice(0)) w.reject(error)
  }

  const onMessage = (event: MessageEvent) => {
    if (event.source !== iframe.contentWindow || event.origin !== modalOrigin) return
    const data = event.data
    if (isWindowMessage(data, 'refused')) return refuse(new EmbedRefusedError(data.reason, `${data.message}`))
    if (!isWindowMessage(data, 'ready')) return
    refused = undefined
    if (current) lose('reloaded')
    const toModal = new MessageChannel()
    const toHost = new MessageChannel()
    exposeApi(config.hostApi, toHost.port1, HOST_API_METHODS)
    hostPort = toHost.port1
    hostPort.addEventListener('message', () => (served = api))
    const api: RemoteApi<ModalApi> = connectApi<ModalApi>(toModal.port1, MODAL_API_METHODS, timeoutFor, {
      onDeadline(method, args) {
        const id = method === 'request' ? (args[0] as { id?: unknown } | undefined)?.id : undefined
        if (typeof id === 'string' && current === api) void api.cancel(id).catch(() => undefined)
      },
    })
    current = api
    connectedAt = Date.now()
    const message: ConnectMessage = { protocol: PROTOCOL_TAG, version: PROTOCOL_VERSION, type: 'connect', options: config.options }
    iframe.contentWindow?.postMessage(message, modalOrigin, [toModal.port2, toHost.port2])
    clearTimeout(timer)
    timer = undefined
    // Only the shape is checked: `ready` comes from the modal's own window and origin, as the channel does.
    // A connection on a network this page no longer offers restores the slow way (the modal drops it too).
    const restored = data.restored
    if (restored && Array.isArray(restored.state?.accounts) && Array.isArray(restored.events) && restoredFits(restored, config.options.networks ?? [])) config.onRestored?.(restored)
    for (const w of waiters.splice(0)) w.resolve(current)
  }

  // `load` and `ready` race, so a load proves nothing by itself: ask the channel we hold
  // whether the document behind it is still there; a navigated-away frame can't answer. A ping
  // stuck behind a burst of requests proves nothing either: whatever the modal sent since the
  // probe began counts as its answer. A booting modal answers once it serves the port, so its
  // probe waits until the ready bound (a ping given up on its own deadline meanwhile is not an answer).
  let beating = false
  const probe = (reason: string, withinMs: number, recover: boolean) => {
    const pinged = current
    if (!pinged) {
      if (!timer) armTimeout()
      return
    }
    if (recover && beating) return
    beating ||= recover
    const started = Date.now()
    const booting = served !== pinged
    const silent = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), booting ? Math.max(withinMs, connectedAt + readyMs - started) : withinMs))
    const answered = pinged.ping(started).then(() => true, () => silent)
    void Promise.race([answered, silent]).then((ok) => {
      if (recover) beating = false
      if (ok || current !== pinged || pinged.lastHeard() > started) return
      lose(booting ? NOT_READY : reason)
      // A silent modal is reloaded, so the next call gets a fresh one instead of 4900 forever.
      if (recover && !dead) iframe.src = iframe.src
    })
  }
  const onLoad = () => refused || probe('frame navigated away', LOAD_PROBE_MS, false)
  // This page's own policy refusing the frame: the browser says so only here.
  const onViolation = (event: SecurityPolicyViolationEvent) => {
    if (event.effectiveDirective === 'frame-src' && event.blockedURI.startsWith(modalOrigin)) {
      refuse(new EmbedRefusedError('blockedByCsp', `Airlock: this page's Content-Security-Policy blocked the modal's frame. Add ${modalOrigin} to its frame-src directive.`))
    }
  }
  const heartbeat = setInterval(() => probe('stopped answering', BridgeTimeouts.heartbeatMs, true), BridgeTimeouts.heartbeatMs)

  // The host may put the iframe into the page later (after its `load`): only an iframe that was
  // in the page and left it is gone.
  let attached = iframe.isConnected
  const observer = new MutationObserver(() => {
    attached ||= iframe.isConnected
    if (attached && !iframe.isConnected) {
      dead = true
      lose(REMOVED)
    }
  })

  window.addEventListener('message', onMessage)
  iframe.addEventListener('load', onLoad)
  iframe.ownerDocument.addEventListener('securitypolicyviolation', onViolation)
  observer.observe(iframe.ownerDocument.documentElement, { childList: true, subtree: true })
  armTimeout()

  return {
    live: () => current,
    modal() {
      if (current) return Promise.resolve(current)
      if (dead) return Promise.reject(lost(REMOVED))
      if (refused) return Promise.reject(refused)
      return new Promise((resolve, reject) => {
        waiters.push({ resolve, reject })
        if (waiters.length === 1) armTimeout()
      })
    },
    destroy() {
      dead = true
      clearTimeout(timer)
      clearInterval(heartbeat)
      window.removeEventListener('message', onMessage)
      iframe.removeEventListener('load', onLoad)
      iframe.ownerDocument.removeEventListener('securitypolicyviolation', onViolation)
      observer.disconnect()
      lose('was destroyed')
    },
  }
}

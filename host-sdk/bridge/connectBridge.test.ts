// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { connectApi, exposeApi } from '../../shared/bridge/channel'
import { HOST_API_METHODS, MODAL_API_METHODS, type HostApi, type ModalApi, type PublicState } from '../../shared/protocol/api'
import { connectBridge } from './connectBridge'

const MODAL_ORIGIN = 'https://modal.example'
const CLOSED: PublicState = { open: false, view: 'Connect', loading: false, status: 'disconnected', accounts: [], themeMode: 'dark' }

/** The iframe, the bridge on it, and what the host saw of losses. */
function setup() {
  const iframe = document.createElement('iframe')
  document.body.append(iframe)
  const onLost = vi.fn()
  const hostApi: HostApi = { emit: async () => undefined, listWallets: async () => [], walletRequest: async () => undefined }
  const bridge = connectBridge({ iframe, modalOrigin: MODAL_ORIGIN, options: { projectId: 'p', networks: [] }, hostApi, readyTimeoutMs: 10_000, onLost })
  return { iframe, bridge, onLost }
}

/** The modal's `ready`, from the iframe's window at the modal origin; returns the two ports the host's `connect` carried. */
function sayReady(iframe: HTMLIFrameElement): [MessagePort, MessagePort] {
  const posted = vi.spyOn(iframe.contentWindow!, 'postMessage').mockImplementation(() => undefined)
  window.dispatchEvent(new MessageEvent('message', { source: iframe.contentWindow, origin: MODAL_ORIGIN, data: { protocol: 'airlock', version: 1, type: 'ready' } }))
  return (posted.mock.calls.at(-1) as unknown[])[2] as [MessagePort, MessagePort]
}

/**
 * The modal once it has booted: serves `api` on its port and sends its first state to the host,
 * as startBridge does. Until this is called, host calls wait in the port unanswered.
 */
async function serve([modalPort, hostPort]: [MessagePort, MessagePort], api: Partial<ModalApi> = {}) {
  const full = Object.fromEntries(MODAL_API_METHODS.map((m) => [m, async () => undefined])) as unknown as ModalApi
  exposeApi({ ...full, ping: async (at: number) => at, ...api }, modalPort, MODAL_API_METHODS)
  await connectApi<HostApi>(hostPort, HOST_API_METHODS, () => 1_000).emit({ type: 'state', state: CLOSED })
}

/** Lets `ms` of fake time pass, with the ports' real message tasks run in between. */
async function pass(ms: number) {
  for (let left = ms; left > 0; left -= 250) {
    await vi.advanceTimersByTimeAsync(Math.min(250, left))
    await new Promise((resolve) => setImmediate(resolve))
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] })
})

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

describe('connectBridge: a booting modal is busy, not lost', () => {
  it('a frame that loads after its ready, with the modal still booting for 4 s, loses nothing and its open() is answered once the modal serves', async () => {
    const { iframe, bridge, onLost } = setup()
    const ports = sayReady(iframe)
    iframe.dispatchEvent(new Event('load'))
    const opened = vi.fn()
    const opening = bridge.live()!.open().then(opened)
    await pass(4_000)
    expect(onLost).not.toHaveBeenCalled()
    expect(opened).not.toHaveBeenCalled()
    await serve(ports, { open: async () => undefined })
    await pass(250)
    await opening
    expect(opened).toHaveBeenCalled()
    // Served: the heartbeats that follow find it answering.
    await pass(12_000)
    expect(onLost).not.toHaveBeenCalled()
    bridge.destroy()
  })

  it('a modal that never serves its port is lost at the ready bound after connect, as "did not become ready in time", and its pending calls get 4900', async () => {
    const { iframe, bridge, onLost } = setup()
    sayReady(iframe)
    iframe.dispatchEvent(new Event('load'))
    const pending = bridge.live()!.open().catch((error: unknown) => error)
    await pass(9_500)
    expect(onLost).not.toHaveBeenCalled()
    await pass(1_000)
    expect(onLost).toHaveBeenCalledTimes(1)
    expect(onLost.mock.calls[0]![0]).toMatchObject({ code: 4900, message: 'The Airlock modal did not become ready in time.' })
    expect(await pending).toMatchObject({ code: 4900 })
    bridge.destroy()
  })

  it('a modal that has spoken, then is silent for 1.5 s after a frame load, navigated away', async () => {
    const { iframe, bridge, onLost } = setup()
    const ports = sayReady(iframe)
    // This document stops answering (the frame now shows another page that holds no port).
    await serve(ports, { ping: () => new Promise<number>(() => undefined) })
    await pass(250)
    iframe.dispatchEvent(new Event('load'))
    await pass(1_000)
    expect(onLost).not.toHaveBeenCalled()
    await pass(750)
    expect(onLost).toHaveBeenCalledTimes(1)
    expect(onLost.mock.calls[0]![0]).toMatchObject({ code: 4900, message: 'The Airlock modal frame navigated away.' })
    bridge.destroy()
  })

  it('a served modal that answers the probe after a frame load is kept', async () => {
    const { iframe, bridge, onLost } = setup()
    const ports = sayReady(iframe)
    await serve(ports)
    await pass(250)
    iframe.dispatchEvent(new Event('load'))
    await pass(3_000)
    expect(onLost).not.toHaveBeenCalled()
    expect(bridge.live()).toBeDefined()
    bridge.destroy()
  })
})

describe('connectBridge: a refused embed says why', () => {
  const refusedBy = (iframe: HTMLIFrameElement, origin = MODAL_ORIGIN, source: MessageEventSource | null = iframe.contentWindow) =>
    window.dispatchEvent(
      new MessageEvent('message', { source, origin, data: { protocol: 'airlock', version: 1, type: 'refused', reason: 'originNotAllowed', message: 'Airlock: Origin is not allowed for this project.' } }),
    )

  it("the modal server's refusal rejects the waiting call with its cause and text, is logged once, answers later calls at once, and a later ready ends it", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { iframe, bridge } = setup()
    const waiting = bridge.modal()
    refusedBy(iframe)
    await expect(waiting).rejects.toMatchObject({ name: 'EmbedRefusedError', code: 4900, reason: 'originNotAllowed', message: 'Airlock: Origin is not allowed for this project.' })
    await expect(bridge.modal()).rejects.toMatchObject({ reason: 'originNotAllowed' })
    // The refusal page's own load probes nothing, and the ready bound passing refuses nothing more.
    iframe.dispatchEvent(new Event('load'))
    await pass(12_000)
    expect(logged.mock.calls).toEqual([['Airlock: Origin is not allowed for this project.']])
    sayReady(iframe)
    await expect(bridge.modal()).resolves.toBeDefined()
    bridge.destroy()
  })

  it('a refusal from another origin or another window is ignored', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { iframe, bridge } = setup()
    const settled = vi.fn()
    bridge.modal().then(settled, settled)
    refusedBy(iframe, 'https://evil.example')
    refusedBy(iframe, MODAL_ORIGIN, window)
    await pass(1_000)
    expect(settled).not.toHaveBeenCalled()
    sayReady(iframe)
    await pass(250)
    expect(settled).toHaveBeenCalledTimes(1)
    bridge.destroy()
  })

  it("this page's CSP refusing the modal's frame is blockedByCsp, naming the directive to fix; another blocked frame is not", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { bridge } = setup()
    const violation = (effectiveDirective: string, blockedURI: string) => document.dispatchEvent(Object.assign(new Event('securitypolicyviolation'), { effectiveDirective, blockedURI }))
    const waiting = bridge.modal()
    violation('frame-src', 'https://ads.example/')
    violation('img-src', `${MODAL_ORIGIN}/x.png`)
    violation('frame-src', `${MODAL_ORIGIN}/?projectId=p`)
    await expect(waiting).rejects.toMatchObject({
      reason: 'blockedByCsp',
      message: `Airlock: this page's Content-Security-Policy blocked the modal's frame. Add ${MODAL_ORIGIN} to its frame-src directive.`,
    })
    expect(logged).toHaveBeenCalledTimes(1)
    bridge.destroy()
  })

  it('no ready within the ready bound: nothing at modalUrl speaks as the modal (modalUnreachable)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const { iframe, bridge } = setup()
    iframe.src = 'https://modal.example/wrong/?projectId=p'
    const waiting = bridge.modal()
    const settled = vi.fn()
    waiting.catch(settled)
    await pass(9_750)
    expect(settled).not.toHaveBeenCalled()
    await pass(500)
    await expect(waiting).rejects.toMatchObject({ reason: 'modalUnreachable', message: 'Airlock: no modal answered at https://modal.example/wrong/?projectId=p within 10000 ms. Check that modalUrl is the address of your Airlock modal deployment and that it is up (and that any page framing this one is an allowed origin too).' })
    bridge.destroy()
  })
})

// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { connectApi, exposeApi } from '../shared/bridge/channel'
import { MissingOptionError } from '../shared/options/MissingOptionError'
import { HOST_API_METHODS, MODAL_API_METHODS, type HostApi, type ModalApi, type PublicState } from '../shared/protocol/api'
import { registerWallet } from '@wallet-standard/wallet'
import { registerBitcoinWallet } from './bitcoin/registerBitcoinWallet'
import { createModal, type CreateModalOptions } from './createModal'
import { bitcoinRegtest, mainnet } from './networks'

const services = { apiUrl: 'https://api.example', registryUrl: 'https://api.example', analyticsUrl: 'https://api.example', relayUrl: 'wss://relay.example', authUrl: 'https://auth.example' }
const options: CreateModalOptions = { projectId: 'p', networks: [mainnet], modalUrl: 'https://modal.example/', services, readyTimeoutMs: 50, announce: false }
const iframe = () => document.querySelector('iframe[data-airlock="iframe"]')

/** jsdom has no modal dialogs: showModal and close only toggle `open` here. */
function dialogsInJsdom() {
  HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
    this.setAttribute('open', '')
  }
  HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
    this.removeAttribute('open')
  }
}

/**
 * Plays the modal's side of the handshake in the mounted iframe: posts `ready` from it, takes
 * the host's `connect` ports, and serves `api` on them; returns the host's API as the modal
 * would call it.
 */
function playModal(api: Partial<ModalApi>) {
  const frame = iframe() as HTMLIFrameElement
  const posted = vi.spyOn(frame.contentWindow!, 'postMessage').mockImplementation(() => undefined)
  window.dispatchEvent(new MessageEvent('message', { source: frame.contentWindow, origin: 'https://modal.example', data: { protocol: 'airlock', version: 1, type: 'ready' } }))
  const [modalPort, hostPort] = (posted.mock.calls[0] as unknown[])[2] as [MessagePort, MessagePort]
  const full = Object.fromEntries(MODAL_API_METHODS.map((m) => [m, async () => undefined])) as unknown as ModalApi
  exposeApi({ ...full, ...api }, modalPort, MODAL_API_METHODS)
  return connectApi<HostApi>(hostPort, HOST_API_METHODS, () => 1_000)
}

/** Pretends the page is still loading until `load()` is called (jsdom has finished loading). */
function pageLoading() {
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true })
  return () => {
    Object.defineProperty(document, 'readyState', { value: 'complete', configurable: true })
    window.dispatchEvent(new Event('load'))
  }
}

afterEach(() => {
  Reflect.deleteProperty(document, 'readyState')
  document.body.replaceChildren()
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('createModal', () => {
  it("destroy() removes the listeners the modal had added to a page Bitcoin wallet it used (airlock/bitcoin's proxy)", async () => {
    const listeners = new Set<unknown>()
    registerWallet({
      version: '1.0.0',
      name: 'Page Bitcoin Wallet',
      icon: 'data:image/svg+xml;base64,PHN2Zy8+',
      chains: ['bitcoin:regtest'],
      accounts: [],
      features: {
        'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) },
        'bitcoin:signMessage': { version: '1.0.0', signMessage: async () => [] },
        'standard:events': { version: '1.0.0', on: (_event: string, listener: unknown) => (listeners.add(listener), () => listeners.delete(listener)) },
      },
    })
    const networks = [mainnet, bitcoinRegtest]
    const modal = createModal({ ...options, networks })
    registerBitcoinWallet(modal, { networks })
    const host = playModal({})
    const listed = (await host.listWallets()).find((w) => w.name === 'Page Bitcoin Wallet')!
    // The modal starts using the wallet (it connects it): the host subscribes to its events.
    await host.emit({ type: 'wallet-subscribe', uuid: listed.uuid })
    expect(listeners.size).toBe(1)
    modal.destroy()
    expect(listeners.size).toBe(0)
  })

  it('has no localhost default: without modalUrl or a service URL it throws MissingOptionError naming it and mounts nothing', () => {
    const base = { projectId: 'p', networks: [mainnet] }
    expect(() => createModal({ ...base, services } as unknown as CreateModalOptions)).toThrow(MissingOptionError)
    expect(() => createModal({ ...base, services } as unknown as CreateModalOptions)).toThrow('createModal needs `modalUrl`')
    expect(() => createModal({ ...base, modalUrl: 'https://modal.example/', services: { ...services, relayUrl: undefined } } as unknown as CreateModalOptions)).toThrow('`services.relayUrl`')
    expect(() => createModal({ ...base, modalUrl: 'https://modal.example/', services: { ...services, analyticsUrl: undefined } } as unknown as CreateModalOptions)).toThrow('`services.analyticsUrl`')
    expect(iframe()).toBeNull()
  })

  it('mounts the iframe at once when the page has already loaded', () => {
    const modal = createModal(options)
    expect(iframe()?.getAttribute('src')).toBe('https://modal.example/?projectId=p&origin=http%3A%2F%2Flocalhost%3A3000')
    modal.destroy()
  })

  it("names the dapp's language in the frame's URL, so the modal fetches that catalog before the handshake", () => {
    const modal = createModal({ ...options, language: 'de' })
    expect(iframe()?.getAttribute('src')).toBe('https://modal.example/?projectId=p&origin=http%3A%2F%2Flocalhost%3A3000&language=de')
    modal.destroy()
  })

  it('while the page loads, builds and mounts nothing (no iframe, no wallet discovery) until after load, in an idle moment', () => {
    vi.useFakeTimers()
    const load = pageLoading()
    let discoveries = 0
    const countDiscovery = () => void discoveries++
    window.addEventListener('eip6963:requestProvider', countDiscovery)
    const modal = createModal(options)
    expect(iframe()).toBeNull()
    expect(discoveries).toBe(0)
    load()
    expect(iframe()).toBeNull()
    vi.runOnlyPendingTimers()
    expect(iframe()).not.toBeNull()
    expect(discoveries).toBe(1)
    window.removeEventListener('eip6963:requestProvider', countDiscovery)
    modal.destroy()
  })

  it('called from a <head> script (no body yet), mounts into the body once the page has loaded', () => {
    vi.useFakeTimers()
    const load = pageLoading()
    const body = document.body
    body.remove()
    const modal = createModal(options)
    document.documentElement.append(body)
    load()
    vi.runOnlyPendingTimers()
    expect(iframe()?.closest('body')).toBe(body)
    modal.destroy()
  })

  it('a provider request before load mounts the iframe at once, and still fails with 4900 when no ready comes: nothing answered at modalUrl', async () => {
    pageLoading()
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const modal = createModal(options)
    const pending = modal.provider.request({ method: 'eth_chainId' })
    expect(iframe()).not.toBeNull()
    await expect(pending).rejects.toMatchObject({ code: 4900, reason: 'modalUnreachable', name: 'EmbedRefusedError' })
    await expect(modal.ready()).rejects.toMatchObject({ reason: 'modalUnreachable', message: expect.stringContaining('Check that modalUrl is the address of your Airlock modal deployment') })
    expect(logged).toHaveBeenCalledTimes(1)
    modal.destroy()
  })

  it("an open() made before the handshake stays open through the modal's first state, sent before that open reached it; a modal that closes hides the dialog", async () => {
    dialogsInJsdom()
    const modal = createModal(options)
    const dialog = () => document.querySelector('dialog[data-airlock="dialog"]') as HTMLDialogElement
    const closed: PublicState = { open: false, view: 'Connect', loading: false, status: 'disconnected', accounts: [], themeMode: 'dark' }
    const opening = modal.open()
    expect(dialog().ariaModal).toBe('true')
    let reachedModal: () => void = () => undefined
    const openReached = new Promise<void>((resolve) => (reachedModal = resolve))
    let letOpen: () => void = () => undefined
    const opened = new Promise<void>((resolve) => (letOpen = resolve))
    const host = playModal({
      // The open reaches the modal, which opens (and reports it) only once the test lets it.
      async open() {
        reachedModal()
        await opened
        await host.emit({ type: 'state', state: { ...closed, open: true } })
      },
    })
    // The modal's first state, sent at its handshake before the page's open() reached it.
    await host.emit({ type: 'state', state: closed })
    await openReached
    expect(dialog().ariaModal).toBe('true')
    expect(dialog().ariaHidden).toBeNull()
    letOpen()
    await opening
    expect(modal.getState().open).toBe(true)
    expect(dialog().ariaModal).toBe('true')
    // The visitor closes the modal: its state says so, and the dialog goes.
    await host.emit({ type: 'state', state: closed })
    expect(dialog().ariaModal).toBe('false')
    expect(dialog().ariaHidden).toBe('true')
    modal.destroy()
  })

  it('open() before load mounts at once; destroy() before load mounts nothing, ever', async () => {
    vi.useFakeTimers()
    const load = pageLoading()
    const opened = createModal(options)
    dialogsInJsdom()
    const opening = opened.open().catch((error: { code: number }) => error.code)
    expect(iframe()).not.toBeNull()
    await vi.advanceTimersByTimeAsync(100)
    expect(await opening).toBe(4900)
    opened.destroy()

    const destroyed = createModal(options)
    destroyed.destroy()
    load()
    vi.runAllTimers()
    expect(iframe()).toBeNull()
    await expect(destroyed.provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
    expect(iframe()).toBeNull()
  })
})

describe('createModal with a primed modal', () => {
  const closed: PublicState = { open: false, view: 'Connect', loading: false, status: 'disconnected', accounts: [], themeMode: 'dark' }
  const dialog = () => document.querySelector('dialog[data-airlock="dialog"]') as HTMLDialogElement

  it('open() reveals the primed modal at once; open(view) waits for the modal to report itself open', async () => {
    dialogsInJsdom()
    const modal = createModal(options)
    const opens: (string | undefined)[] = []
    const host = playModal({
      async open(view) {
        opens.push(view)
        if (view) await host.emit({ type: 'state', state: { ...closed, open: true, view } })
      },
    })
    await modal.provider.request({ method: 'eth_chainId' }).catch(() => undefined)
    await host.emit({ type: 'state', state: { ...closed, primed: true } })
    const opening = modal.open()
    expect(dialog().ariaModal).toBe('true')
    await opening
    expect(opens).toEqual([undefined])
    modal.close().catch(() => undefined)
    await host.emit({ type: 'state', state: { ...closed, primed: true } })

    const asked = modal.open('Networks')
    expect(dialog().ariaModal).toBe('false')
    await asked
    expect(opens).toEqual([undefined, 'Networks'])
    expect(dialog().ariaModal).toBe('true')
    modal.destroy()
  })

  it('answers a closing state only once its frame hid the dialog', async () => {
    dialogsInJsdom()
    const modal = createModal(options)
    const host = playModal({})
    await host.emit({ type: 'state', state: { ...closed, open: true } })
    // The order of what happens, not a timer: the dialog hides, a frame runs, then the answer.
    const events: string[] = []
    const observer = new MutationObserver(() => dialog().ariaHidden === 'true' && !events.includes('hidden') && events.push('hidden'))
    observer.observe(dialog(), { attributes: true })
    const requestFrame = window.requestAnimationFrame
    window.requestAnimationFrame = (callback) => requestFrame((t) => (events.push('frame'), callback(t)))
    await host.emit({ type: 'state', state: closed }).then(() => events.push('answered'))
    window.requestAnimationFrame = requestFrame
    observer.disconnect()
    const hidden = events.indexOf('hidden')
    expect(hidden).toBeGreaterThanOrEqual(0)
    expect(events.indexOf('frame', hidden)).toBeGreaterThan(hidden)
    expect(events.indexOf('answered')).toBeGreaterThan(events.indexOf('frame', hidden))
    modal.destroy()
  })
})

// @vitest-environment jsdom
import axe from 'axe-core'
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from '../../../../app/makeStore'
import { renderInStore } from '../../../../testing/renderInStore'
import { modalOpened } from '../../../../state/modal/modalActions'
import { viewDataChanged, viewPushed } from '../../../../state/router/routerSlice'
import { farcasterChannelOpened } from '../embeddedActions'
import ConnectingFarcasterView from './ConnectingFarcasterView'

let container: HTMLElement
afterEach(() => {
  vi.restoreAllMocks()
})

const URL_ = 'http://127.0.0.1:18789/farcaster/connect?channelToken=ch1&nonce=n&domain=localhost&siweUri=http%3A%2F%2Flocalhost'

function setup() {
  const store = makeStore()
  store.dispatch(modalOpened({}))
  store.dispatch(viewPushed({ view: 'ConnectingFarcaster', data: { provider: 'farcaster', since: 1 } }))
  const rendered = renderInStore(<ConnectingFarcasterView />, store)
  container = rendered.container
  const q = rendered.q
  return { store, q }
}

async function violations() {
  const result = await axe.run(container, { rules: { 'color-contrast': { enabled: false }, region: { enabled: false } } })
  return result.violations.map((v) => v.id)
}

describe('ConnectingFarcasterView', () => {
  it('shows a spinner until the connector reports the channel, then its QR code and copy link', async () => {
    const { store, q } = setup()
    expect(q('airlock-farcaster-preparing')).not.toBeNull()
    expect((q('airlock-farcaster-url') as HTMLButtonElement).disabled).toBe(true)
    act(() => void store.dispatch(farcasterChannelOpened({ url: URL_, expiresAt: Date.now() + 60_000 })))
    expect(q('airlock-farcaster-qr')?.dataset.uri).toBe(URL_)
    expect(q('airlock-farcaster-qr')?.querySelector('svg')?.getAttribute('aria-label')).toBe('QR code to sign in with Farcaster')
    expect(q('airlock-farcaster-url')?.dataset.url).toBe(URL_)
    expect(await violations()).toEqual([])
  })

  it('takes the channel from its route data too', () => {
    const { store, q } = setup()
    act(() => void store.dispatch(viewDataChanged({ url: URL_, expiresAt: Date.now() + 60_000 })))
    expect(q('airlock-farcaster-qr')?.dataset.uri).toBe(URL_)
  })

  it('copies the link', async () => {
    const { store, q } = setup()
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    act(() => void store.dispatch(farcasterChannelOpened({ url: URL_, expiresAt: Date.now() + 60_000 })))
    await act(async () => q('airlock-farcaster-url')!.click())
    expect(writeText).toHaveBeenCalledWith(URL_)
    expect(store.getState().notifications).toMatchObject({ message: 'Link copied' })
  })

  it('never shows a link that is not http(s) to a real host or loopback', () => {
    const { store, q } = setup()
    act(() => void store.dispatch(farcasterChannelOpened({ url: 'javascript:alert(1)', expiresAt: Date.now() + 60_000 })))
    expect(q('airlock-farcaster-qr')).toBeNull()
    expect(q('airlock-farcaster-url')?.dataset.url).toBe('')
  })

  it('a failed or expired sign-in says why and offers Try again', async () => {
    const { store, q } = setup()
    act(() => void store.dispatch(viewDataChanged({ state: 'failed', message: 'The Farcaster sign-in expired. Please try again.' })))
    expect(container.textContent).toContain('The Farcaster sign-in expired. Please try again.')
    expect(q('airlock-farcaster-retry')).not.toBeNull()
    expect(await violations()).toEqual([])
  })

  it('a channel reported after the visitor left the view reaches no other view', () => {
    const store = makeStore()
    store.dispatch(modalOpened({}))
    store.dispatch(viewPushed({ view: 'ConnectingFarcaster', data: { provider: 'farcaster', since: 1 } }))
    store.dispatch(viewPushed({ view: 'AllWallets' }))
    store.dispatch(farcasterChannelOpened({ url: URL_, expiresAt: 1 }))
    expect(store.getState().router.history.some((entry) => entry.data?.url === URL_)).toBe(false)
  })
})

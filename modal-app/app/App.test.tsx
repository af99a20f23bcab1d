// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { mainnet } from '../../shared/networks'
import { accountUpdated } from '../state/account/accountSlice'
import { connectorsAdded } from '../state/connectors/connectorsSlice'
import { modalClosed, modalOpened, modalRevealed } from '../state/modal/modalActions'
import { optionsReceived } from '../state/options/optionsSlice'
import { App } from './App'
import { makeStore, type AppStore } from './makeStore'
import { viewRegistry } from './viewRegistry'
import { renderInStore } from '../testing/renderInStore'

beforeAll(async () => {
  // Lazy views load up front, so no Suspense resolves after a test has ended.
  await Promise.all(Object.values(viewRegistry).map((view) => (view && 'preload' in view ? view.preload() : undefined)))
})

let container: HTMLElement
// Runs before renderInStore's unmount (after-hooks run last-registered first): lazy views that a
// test opened finish resolving inside act first.
afterEach(async () => {
  await act(async () => new Promise((resolve) => setTimeout(resolve, 50)))
})

function render(store: AppStore) {
  container = renderInStore(<App />, store).container
}
const q = (id: string) => container.querySelector<HTMLElement>(`[data-testid="${id}"]`)
const click = (el: HTMLElement | null) => act(() => el!.click())

describe('App', () => {
  it('keeps the start view hidden and inert while closed, reveals it on open', async () => {
    // The bridge renders the App once the host's options are in (startBridge).
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
    render(store)
    const root = container.querySelector('.airlock-root') as HTMLElement
    expect(root.dataset.open).toBe('false')
    expect(root.hasAttribute('inert')).toBe(true)
    expect(q('airlock-view-Connect')).not.toBeNull()
    expect(document.activeElement).not.toBe(q('airlock-header-title'))
    act(() => store.dispatch(modalOpened()))
    expect(root.dataset.open).toBe('true')
    // Shown at once, but takes input only once the frame that shows it is done (useLiveAfterFrame).
    expect(root.hasAttribute('inert')).toBe(true)
    expect(q('airlock-modal')?.getAttribute('role')).toBe('dialog')
    expect(q('airlock-view-Connect')).not.toBeNull()
    expect(q('airlock-header-title')?.textContent).toBe('Connect Wallet')
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)))
    expect(root.hasAttribute('inert')).toBe(false)
    expect(root.hasAttribute('aria-hidden')).toBe(false)
    // Focus follows in the frame after that.
    await act(() => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined))))
    expect(document.activeElement).toBe(q('airlock-header-title'))
    act(() => store.dispatch(modalClosed({ reason: 'user' })))
    expect(root.dataset.open).toBe('false')
    expect(root.hasAttribute('inert')).toBe(true)
  })

  it('shows the card in a revealed open before the store is open, and takes input once it is open', async () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
    render(store)
    const root = container.querySelector('.airlock-root') as HTMLElement
    const view = q('airlock-view-Connect')
    act(() => store.dispatch(modalRevealed()))
    expect(store.getState().router.open).toBe(false)
    expect(root.dataset.open).toBe('true')
    expect(root.hasAttribute('inert')).toBe(true)
    expect(q('airlock-view-Connect')).toBe(view)
    // Past the frame, the revealed card still takes no input until the store is open: a click
    // there would act on a stack the open then resets (a Send opened there fell back to Account).
    await act(() => new Promise((resolve) => setTimeout(resolve, 150)))
    expect(root.hasAttribute('inert')).toBe(true)
    act(() => store.dispatch(modalOpened()))
    expect(root.hasAttribute('inert')).toBe(false)
    expect(q('airlock-view-Connect')).toBe(view)
    expect(container.querySelector('.airlock-enter')).toBeNull()
    act(() => store.dispatch(modalClosed({ reason: 'user' })))
    expect(root.dataset.open).toBe('false')
  })

  it('keeps the start view alone while closed, with no back button from a stack a closed flow left behind', () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
    render(store)
    act(() => store.dispatch(modalOpened()))
    click(q('airlock-help'))
    expect(q('airlock-back')).not.toBeNull()
    act(() => store.dispatch(modalClosed({ reason: 'user' })))
    expect(q('airlock-view-Connect')).not.toBeNull()
    expect(q('airlock-back')).toBeNull()
    expect(q('airlock-help')).not.toBeNull()
  })

  it('opens without an entry animation; a view reached inside the open modal animates in', () => {
    const store = makeStore()
    render(store)
    act(() => store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] })))
    const shown = q('airlock-view-Connect')
    act(() => store.dispatch(modalOpened()))
    // The same element, revealed: opening neither remounts the view nor starts its animation.
    expect(q('airlock-view-Connect')).toBe(shown)
    expect(container.querySelector('.airlock-enter')).toBeNull()
    click(q('airlock-help'))
    expect(q('airlock-view-WhatIsAWallet')?.classList.contains('airlock-enter')).toBe(true)
    expect(q('airlock-header-title')?.classList.contains('airlock-enter')).toBe(true)
    act(() => store.dispatch(modalClosed()))
    act(() => store.dispatch(modalOpened({ view: 'Networks' })))
    expect(q('airlock-view-Networks')).not.toBeNull()
    expect(container.querySelector('.airlock-enter')).toBeNull()
  })

  it('offers email and social only when an embedded-wallet connector exists', () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
    render(store)
    act(() => store.dispatch(modalOpened()))
    expect(q('airlock-connect-methods')?.dataset.order).toBe('wallet')
    expect(q('airlock-method-email')).toBeNull()
  })

  it('shows sections email, social, wallet; wallet first once an announced wallet is listed', () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
    store.dispatch(connectorsAdded([{ id: 'auth', name: 'Email', type: 'AUTH', chain: 'eip155' }]))
    render(store)
    act(() => store.dispatch(modalOpened()))
    expect(q('airlock-connect-methods')?.dataset.order).toBe('email,social,wallet')
    act(() => store.dispatch(connectorsAdded([{ id: 'mm', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', info: { rdns: 'io.metamask' } }])))
    expect(q('airlock-connect-methods')?.dataset.order).toBe('wallet,email,social')
    expect(q('airlock-connector-mm')?.textContent).toContain('MetaMask')
  })

  it('keeps connect buttons disabled until the legal checkbox is ticked', () => {
    const store = makeStore()
    store.dispatch(
      optionsReceived({
        projectId: 'p',
        networks: [mainnet],
        features: { legalCheckbox: true },
        termsConditionsUrl: 'https://example.com/terms',
        privacyPolicyUrl: 'https://example.com/privacy',
      }),
    )
    render(store)
    act(() => store.dispatch(modalOpened()))
    const wc = q('airlock-connector-walletConnect') as HTMLButtonElement
    expect(wc.disabled).toBe(true)
    expect(container.querySelector('a[href="https://example.com/terms"]')).not.toBeNull()
    click(q('airlock-legal-checkbox'))
    expect(wc.disabled).toBe(false)
  })

  it('navigates with push and back, and closes on Escape', () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
    render(store)
    act(() => store.dispatch(modalOpened()))
    expect(q('airlock-back')).toBeNull()
    click(q('airlock-connector-all-wallets'))
    expect(q('airlock-back')).not.toBeNull()
    click(q('airlock-back'))
    expect(q('airlock-view-Connect')).not.toBeNull()
    act(() => document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })))
    expect(store.getState().router.open).toBe(false)
    expect(container.querySelector('.airlock-root')?.getAttribute('data-open')).toBe('false')
  })

  it('opens Account when connected, with a truncated address and accessible tabs', () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
    store.dispatch(accountUpdated({ namespace: 'eip155', address: '0x71C7656EC7ab88b098defB751B7401B5f6d8976F', status: 'connected' }))
    render(store)
    act(() => store.dispatch(modalOpened()))
    expect(q('airlock-view-Account')).not.toBeNull()
    expect(q('airlock-account-address')?.textContent).toBe('0x71…d8976F')
    expect(q('airlock-account-balance')?.textContent).toContain('0.00 ETH')
    const nfts = q('airlock-tab-nfts')!
    expect(nfts.getAttribute('role')).toBe('tab')
    expect(nfts.getAttribute('aria-selected')).toBe('false')
    act(() => q('airlock-tab-tokens')!.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true })))
    expect(q('airlock-tab-nfts')!.getAttribute('aria-selected')).toBe('true')
    expect(document.activeElement).toBe(q('airlock-tab-nfts'))
  })

  it('gives every button an accessible name', () => {
    const store = makeStore()
    store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
    render(store)
    act(() => store.dispatch(modalOpened()))
    for (const button of container.querySelectorAll('button')) {
      const name = button.getAttribute('aria-label') ?? button.textContent
      expect(name?.trim(), button.outerHTML).toBeTruthy()
    }
  })
})

// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet } from '../../../../../../shared/networks'
import { makeStore } from '../../../../../app/makeStore'
import type { ConnectorHub } from '../../../../Connector'
import { bindHub } from '../../../../hubAccess'
import { renderInStore } from '../../../../../testing/renderInStore'
import { modalOpened } from '../../../../../state/modal/modalActions'
import { optionsReceived } from '../../../../../state/options/optionsSlice'
import type { EmbeddedConnector } from '../../../EmbeddedConnector'
import { GuestWalletError } from '../../../guest/GuestWalletError'
import GuestEntry from './GuestEntry'

const storage = vi.hoisted(() => ({ kept: true }))
vi.mock('../../../../../lib/storageAvailable', () => ({ storageAvailable: () => storage.kept }))
afterEach(() => void (storage.kept = true))

function setup(connectGuest: () => Promise<void>) {
  const embedded = { id: 'embedded', submitEmailCode: vi.fn(), prepare: vi.fn(async () => undefined), connectGuest: vi.fn(connectGuest) } as unknown as EmbeddedConnector & { connectGuest: ReturnType<typeof vi.fn> }
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], features: { guestWallets: true } }))
  bindHub(store, { connectors: [embedded] } as unknown as ConnectorHub)
  store.dispatch(modalOpened())
  const rendered = renderInStore(<GuestEntry disabled={false} />, store)
  const flush = () => act(async () => void (await Promise.resolve()))
  return { ...rendered, store, embedded, flush, button: () => rendered.q<HTMLButtonElement>('airlock-guest-continue')! }
}

describe('GuestEntry', () => {
  it('offers "Continue as guest", makes the wallet in place and then shows Account', async () => {
    let finish = () => {}
    const { q, button, store, embedded, flush } = setup(() => new Promise<void>((resolve) => (finish = resolve)))
    expect(button().textContent).toBe('Continue as guest')
    expect(q('airlock-guest-entry-hint')?.textContent).toBe('No sign-in: a wallet kept only in this browser on this device.')
    act(() => button().click())
    expect(embedded.connectGuest).toHaveBeenCalledOnce()
    expect(button().disabled).toBe(true)
    expect(q('airlock-guest-entry-hint')?.textContent).toBe('Creating your guest wallet…')
    finish()
    await flush()
    expect(store.getState().router.history.map((r) => r.view)).toEqual(['Account'])
  })

  it('says why when the wallet could not be kept, and lets the visitor try again', async () => {
    const { q, button, store, flush } = setup(() => Promise.reject(new GuestWalletError('STORAGE_DENIED')))
    act(() => button().click())
    await flush()
    expect(q('airlock-guest-error')?.textContent).toBe('This browser keeps nothing for the wallet here, so a guest wallet would be lost when you leave. Sign in with email or a social account instead.')
    expect(q('airlock-guest-error')?.getAttribute('role')).toBe('alert')
    expect(button().disabled).toBe(false)
    expect(store.getState().router.history.map((r) => r.view)).toEqual(['Connect'])
  })

  it('where the frame has no storage, says a guest wallet can not be kept and offers nothing', () => {
    storage.kept = false
    const { q, button, embedded } = setup(() => Promise.resolve())
    expect(button().disabled).toBe(true)
    expect(button().getAttribute('aria-describedby')).toBe('airlock-guest-entry-hint')
    expect(q('airlock-guest-entry-hint')?.textContent).toContain('a guest wallet would be lost when you leave')
    act(() => button().click())
    expect(embedded.connectGuest).not.toHaveBeenCalled()
  })
})

// @vitest-environment jsdom
import { act } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { AuthSession } from '../../../../../../shared/authApi'
import { mainnet } from '../../../../../../shared/networks'
import { makeStore } from '../../../../../app/makeStore'
import type { ConnectorHub } from '../../../../Connector'
import { bindHub } from '../../../../hubAccess'
import { renderInStore } from '../../../../../testing/renderInStore'
import { modalOpened } from '../../../../../state/modal/modalActions'
import { optionsReceived } from '../../../../../state/options/optionsSlice'
import { viewsReset } from '../../../../../state/router/routerSlice'
import type { EmbeddedConnector } from '../../../EmbeddedConnector'
import { GuestWalletError } from '../../../guest/GuestWalletError'
import { recoveryStep } from '../../recoveryStep'
import GuestWalletNotice from './GuestWalletNotice'

const SESSION: AuthSession = { token: 't'.repeat(43), expiresAt: Date.now() + 60_000, projectId: 'p', user: { id: 'email:me@example.test', email: 'me@example.test', provider: 'email' } }

function setup(upgradeGuest: (proof: AuthSession) => Promise<void>) {
  const client = { emailStart: vi.fn(async () => ({ expiresAt: Date.now() + 600_000 })), emailVerify: vi.fn(async () => SESSION) }
  const embedded = {
    id: 'embedded',
    submitEmailCode: vi.fn(),
    prepare: vi.fn(async () => undefined),
    upgradeGuest: vi.fn(upgradeGuest),
    authSession: () => ({ client: () => client }),
  } as unknown as EmbeddedConnector & { upgradeGuest: ReturnType<typeof vi.fn> }
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet], features: { guestWallets: true, socials: ['google'] } }))
  bindHub(store, { connectors: [embedded] } as unknown as ConnectorHub)
  store.dispatch(modalOpened())
  store.dispatch(viewsReset('Account'))
  const rendered = renderInStore(<GuestWalletNotice />, store)
  const flush = () => act(async () => void (await new Promise((resolve) => setTimeout(resolve, 0))))
  const type = (id: string, value: string) =>
    act(() => {
      const input = rendered.q<HTMLInputElement>(id)!
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value)
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
  return { ...rendered, client, embedded, flush, type }
}

describe('GuestWalletNotice', () => {
  it('says the wallet lives on this device only, and Secure this wallet offers an email and the configured socials', () => {
    const { q, embedded } = setup(async () => undefined)
    expect(q('airlock-guest-notice-body')?.textContent).toBe('This wallet lives only in this browser on this device. If its data is cleared or the device is lost, the wallet and its funds are gone.')
    const secure = q<HTMLButtonElement>('airlock-guest-secure')!
    expect(secure.getAttribute('aria-expanded')).toBe('false')
    act(() => secure.click())
    expect(secure.getAttribute('aria-expanded')).toBe('true')
    expect(q('airlock-guest-email-submit')?.textContent).toBe('Secure with email')
    expect(q('airlock-guest-social-google')?.textContent).toBe('Secure with Google')
    // The social flows load now, so the popup can open within the next click.
    expect(embedded.prepare).toHaveBeenCalled()
  })

  it('secures with an email: the mailed code signs the method in, and that sign-in upgrades the guest wallet', async () => {
    const { q, client, embedded, flush, type } = setup(async () => undefined)
    act(() => q<HTMLButtonElement>('airlock-guest-secure')!.click())
    type('airlock-guest-email-input', 'Me@Example.test ')
    act(() => q<HTMLButtonElement>('airlock-guest-email-submit')!.click())
    await flush()
    expect(client.emailStart).toHaveBeenCalledWith('me@example.test', expect.anything())
    expect(q('airlock-guest-code')?.textContent).toContain('We sent a 6-digit code to me@example.test.')
    type('airlock-guest-otp-input', '123456')
    await flush()
    expect(client.emailVerify).toHaveBeenCalledWith('me@example.test', '123456', expect.anything())
    expect(embedded.upgradeGuest).toHaveBeenCalledWith(SESSION, expect.any(Function))
    // The Account view is still where the visitor waits: the recovery step may be shown.
    expect(embedded.upgradeGuest.mock.calls[0]![1]()).toBe(true)
  })

  it('shows the recovery step in its place while the upgrade waits on the visitor', () => {
    const { q, container } = setup(async () => undefined)
    const step = { mode: 'show' as const, code: 'ABCDE-FGHJK-MNPQR-STVWX-YZ012', persistent: true, confirm: () => undefined }
    act(() => recoveryStep.open(step))
    expect(q('airlock-recovery')?.getAttribute('data-mode')).toBe('show')
    expect(q('airlock-guest-notice')).toBeNull()
    act(() => recoveryStep.close(step))
    expect(container.querySelector('[data-testid="airlock-guest-notice"]')).not.toBeNull()
  })

  it('a method that already opens a wallet is refused with the visitor’s text', async () => {
    const { q, flush, type } = setup(() => Promise.reject(new GuestWalletError('METHOD_TAKEN')))
    act(() => q<HTMLButtonElement>('airlock-guest-secure')!.click())
    type('airlock-guest-email-input', 'taken@example.test')
    act(() => q<HTMLButtonElement>('airlock-guest-email-submit')!.click())
    await flush()
    type('airlock-guest-otp-input', '123456')
    await flush()
    expect(q('airlock-guest-error')?.textContent).toBe('This sign-in method already opens another wallet. Nothing was changed: this wallet is still kept only on this device.')
    expect(q('airlock-guest-email-form')).not.toBeNull()
  })
})

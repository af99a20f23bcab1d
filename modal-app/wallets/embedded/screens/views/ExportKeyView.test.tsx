// @vitest-environment jsdom
import { act } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mainnet } from '../../../../../shared/networks'
import { base58 } from '../../../../../shared/solana/base58'
import { makeStore } from '../../../../app/makeStore'
import type { EmbeddedConnector, FreshSignIn } from '../../EmbeddedConnector'
import type { ConnectorHub } from '../../../Connector'
import { bindHub } from '../../../hubAccess'
import { EmbeddedKeyError } from '../../keys/EmbeddedKeyError'
import type { ExportedKeys } from '../../session/ExportedKeys'
import { renderInStore } from '../../../../testing/renderInStore'
import { accountUpdated } from '../../../../state/account/accountSlice'
import { modalClosed, modalOpened } from '../../../../state/modal/modalActions'
import { optionsReceived } from '../../../../state/options/optionsSlice'
import { viewPushed } from '../../../../state/router/routerSlice'
import { AuthRequestError } from '../../authClient/AuthRequestError'
import { SecondFactorRequiredError } from '../../secondFactor/SecondFactorRequiredError'
import ExportKeyView from './ExportKeyView'

// The guard itself is proven in approvalGuard.test.ts and the e2e: here `pass` stands in for a
// press the guard let through, and without it the real hook decides.
const guard = vi.hoisted(() => ({ pass: false }))
vi.mock('../../../../ui/guard/useApprovalGuard', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../../../ui/guard/useApprovalGuard')>()
  return {
    useApprovalGuard: (...args: Parameters<typeof real.useApprovalGuard>) =>
      guard.pass
        ? { armed: true, visible: true, visibilitySupported: true, hint: undefined, confirm: null, bindConfirm: () => ({}), cancelConfirm: () => undefined, bind: (run: () => void) => ({ onPointerDown() {}, onKeyDown() {}, onClick: run }) }
        : real.useApprovalGuard(...args),
  }
})

afterEach(() => {
  guard.pass = false
  vi.useRealTimers()
})

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const EVM_SECRET = Uint8Array.from({ length: 32 }, (_, i) => i + 1)
const EVM_HEX = `0x${Buffer.from(EVM_SECRET).toString('hex')}`
const SOLANA_SEED = Uint8Array.from({ length: 32 }, (_, i) => 200 - i)
const SOLANA_PUBLIC = Uint8Array.from({ length: 32 }, (_, i) => i + 50)
const SOLANA_ADDRESS = base58.encode(SOLANA_PUBLIC)
const SOLANA_TEXT = base58.encode(Uint8Array.from([...SOLANA_SEED, ...SOLANA_PUBLIC]))

function setup({ solana = true, stale = false, secondFactor = false } = {}) {
  const handed: ExportedKeys[] = []
  // The session store's export with the visitor's code: it refuses a wrong one as the service does.
  const exportWithCode = vi.fn(async (code: string): Promise<ExportedKeys> => {
    if (code !== '123456') throw new AuthRequestError({ reason: 'WRONG_CODE', message: 'Wrong code. Check your authenticator app and try again.', status: 400 })
    const keys = { evm: { address: ADDRESS, secret: EVM_SECRET.slice() }, solana: null }
    handed.push(keys)
    return keys
  })
  const fresh = { submit: vi.fn(async () => undefined), cancel: vi.fn(), finish: () => undefined as void }
  const embedded = {
    id: 'embedded',
    submitEmailCode: vi.fn(),
    prepare: vi.fn(async () => undefined),
    exportKeys: vi.fn(async (): Promise<ExportedKeys> => {
      if (stale) throw new EmbeddedKeyError('SIGN_IN_STALE')
      if (secondFactor) throw new SecondFactorRequiredError()
      const keys = { evm: { address: ADDRESS, secret: EVM_SECRET.slice() }, solana: solana ? { address: SOLANA_ADDRESS, secret: SOLANA_SEED.slice() } : null }
      handed.push(keys)
      return keys
    }),
    startFreshSignIn: vi.fn((): FreshSignIn => {
      const done = new Promise<void>((resolve) => (fresh.finish = () => ((stale = false), resolve())))
      return { method: 'email', email: 'a@example.test', submit: fresh.submit, cancel: fresh.cancel, done }
    }),
    authSession: () => ({ current: () => ({ exportKeys: exportWithCode }) }),
  } as unknown as EmbeddedConnector & { exportKeys: ReturnType<typeof vi.fn>; startFreshSignIn: ReturnType<typeof vi.fn> }
  const store = makeStore()
  store.dispatch(optionsReceived({ projectId: 'p', networks: [mainnet] }))
  store.dispatch(accountUpdated({ namespace: 'eip155', address: ADDRESS, status: 'connected', connectedWalletInfo: { name: 'a@example.test', identifier: 'email', user: { email: 'a@example.test' } } }))
  bindHub(store, { connectors: [embedded] } as unknown as ConnectorHub)
  store.dispatch(modalOpened())
  store.dispatch(viewPushed('Account'))
  store.dispatch(viewPushed('ExportKey'))
  const actions: unknown[] = []
  const dispatch = store.dispatch
  store.dispatch = ((action: unknown) => (actions.push(action), dispatch(action as never))) as typeof store.dispatch
  const writeText = vi.fn(async (_text: string) => undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  const rendered = renderInStore(<ExportKeyView />, store)
  const q = (id: string) => rendered.q<HTMLButtonElement>(id)
  const flush = () => act(async () => void (await Promise.resolve()))
  return { ...rendered, q, store, embedded, handed, actions, writeText, fresh, flush, exportWithCode }
}

describe('ExportKeyView', () => {
  it('opens with the warning and no key in the page: the key is not even fetched yet', () => {
    const { container, q, embedded } = setup()
    expect(q('airlock-export-warning')?.textContent).toContain('Anyone with this key controls your wallet')
    expect(q('airlock-approve-confirm')?.textContent).toBe('Show key')
    expect(q('airlock-export-evm-key')).toBeNull()
    expect(container.textContent).not.toContain(EVM_HEX.slice(2))
    expect(embedded.exportKeys).not.toHaveBeenCalled()
  })

  it('Show key is disabled for 500 ms and a scripted (untrusted) click never fetches or shows the key', () => {
    vi.useFakeTimers()
    const { q, embedded, container } = setup()
    expect(q('airlock-approve-confirm')!.disabled).toBe(true)
    act(() => void vi.advanceTimersByTime(500))
    expect(q('airlock-approve-confirm')!.disabled).toBe(false)
    act(() => q('airlock-approve-confirm')!.click())
    act(() => void vi.advanceTimersByTime(2_000))
    expect(embedded.exportKeys).not.toHaveBeenCalled()
    expect(container.textContent).not.toContain(EVM_HEX.slice(2))
  })

  it('a press the guard lets through shows both keys, zeroes the bytes it got, and keeps them out of every action and the state', async () => {
    guard.pass = true
    const { q, flush, handed, actions, store } = setup()
    act(() => q('airlock-approve-confirm')!.click())
    await flush()
    expect(q('airlock-export-evm-key')?.textContent).toBe(EVM_HEX)
    expect(q('airlock-export-solana-key')?.textContent).toBe(SOLANA_TEXT)
    expect(handed[0]!.evm.secret.every((b) => b === 0)).toBe(true)
    expect(handed[0]!.solana!.secret.every((b) => b === 0)).toBe(true)
    const seen = JSON.stringify({ actions, state: store.getState() })
    for (const needle of [EVM_HEX.slice(2), SOLANA_TEXT, Buffer.from(SOLANA_SEED).toString('hex')]) expect(seen).not.toContain(needle)
  })

  it('copies each key and says so, without the key in the toast', async () => {
    guard.pass = true
    const { q, flush, writeText, store } = setup()
    act(() => q('airlock-approve-confirm')!.click())
    await flush()
    await act(async () => q('airlock-export-evm-copy')!.click())
    expect(writeText).toHaveBeenLastCalledWith(EVM_HEX)
    await act(async () => q('airlock-export-solana-copy')!.click())
    expect(writeText).toHaveBeenLastCalledWith(SOLANA_TEXT)
    expect(JSON.stringify(store.getState().notifications)).toContain('Key copied')
    expect(JSON.stringify(store.getState())).not.toContain(EVM_HEX.slice(2))
  })

  it('drops the key on Hide and when the modal closes, back to the guarded step', async () => {
    guard.pass = true
    const { q, flush, store, container } = setup({ solana: false })
    act(() => q('airlock-approve-confirm')!.click())
    await flush()
    expect(q('airlock-export-solana-key')).toBeNull()
    act(() => q('airlock-export-hide')!.click())
    expect(container.textContent).not.toContain(EVM_HEX.slice(2))
    expect(q('airlock-approve-confirm')).not.toBeNull()
    act(() => q('airlock-approve-confirm')!.click())
    await flush()
    expect(q('airlock-export-evm-key')?.textContent).toBe(EVM_HEX)
    act(() => void store.dispatch(modalClosed()))
    expect(container.textContent).not.toContain(EVM_HEX.slice(2))
  })

  it('a stale sign-in asks for a fresh one first (a code to the wallet’s own email), then the guarded step again', async () => {
    guard.pass = true
    const { q, flush, embedded, fresh, container } = setup({ stale: true })
    act(() => q('airlock-approve-confirm')!.click())
    await flush()
    expect(q('airlock-export-evm-key')).toBeNull()
    expect(q('airlock-export-signin')?.textContent).toContain('For your safety, sign in again to see your key.')
    expect(q('airlock-export-signin-start')?.textContent).toBe('Email a code to a@example.test')
    act(() => q('airlock-export-signin-start')!.click())
    expect(embedded.startFreshSignIn).toHaveBeenCalledOnce()
    const input = q('airlock-export-otp-input') as unknown as HTMLInputElement
    expect(input).not.toBeNull()
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    act(() => {
      setValue.call(input, '123456')
      input.dispatchEvent(new Event('input', { bubbles: true }))
    })
    expect(fresh.submit).toHaveBeenCalledWith('123456')
    await act(async () => fresh.finish())
    await flush()
    expect(q('airlock-export-signin')).toBeNull()
    expect(container.textContent).not.toContain(EVM_HEX.slice(2))
    act(() => q('airlock-approve-confirm')!.click())
    await flush()
    expect(q('airlock-export-evm-key')?.textContent).toBe(EVM_HEX)
  })

  it('with the visitor’s second factor on, asks for the code instead of showing the key; a wrong code is refused there, the right one shows it', async () => {
    guard.pass = true
    const { q, flush, container, exportWithCode } = setup({ secondFactor: true })
    act(() => q('airlock-approve-confirm')!.click())
    await flush()
    expect(q('airlock-export')?.dataset.step).toBe('secondFactor')
    expect(q('airlock-second-factor-step')?.textContent).toContain('Enter the code from your authenticator app to show your key.')
    expect(container.textContent).not.toContain(EVM_HEX.slice(2))
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!
    const type = (value: string) =>
      act(async () => {
        const input = q('airlock-second-factor-input') as unknown as HTMLInputElement
        setValue.call(input, value)
        input.dispatchEvent(new Event('input', { bubbles: true }))
      })
    await type('000000')
    await flush()
    expect(exportWithCode).toHaveBeenLastCalledWith('000000')
    expect(q('airlock-second-factor-error')?.textContent).toBe('Wrong code. Check your authenticator app and try again.')
    expect(container.textContent).not.toContain(EVM_HEX.slice(2))
    await type('123456')
    await flush()
    expect(q('airlock-export-evm-key')?.textContent).toBe(EVM_HEX)
  })
})

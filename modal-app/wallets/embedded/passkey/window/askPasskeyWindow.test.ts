// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AuthRequestError } from '../../authClient/AuthRequestError'
import type { CeremonyCalls } from '../internal/passkeyCeremony'
import { PasskeyError } from '../PasskeyError'
import { askPasskeyWindow } from './askPasskeyWindow'
import { PASSKEY_WINDOW_TYPE, type PasskeyWindowTask } from './passkeyWindowMessage'

const task: PasskeyWindowTask = { mode: 'signIn', locale: 'en', dir: 'ltr', theme: 'dark' }
const session = { token: 't', expiresAt: 1, projectId: 'airlock-demo', user: { id: 'u' } }
const credential = { id: 'cred', rawId: 'cred', type: 'public-key', response: { clientDataJSON: 'e30' }, clientExtensionResults: {} }
const prf = 'A'.repeat(43) // 32 zero bytes, base64url

/** The passkey window as the frame sees it: a window it can post to and receive from. */
const fakePopup = () => ({ closed: false, postMessage: vi.fn() })
/** The frame's client of the auth service, as the ceremony uses it. */
const fakeCalls = (over: Partial<CeremonyCalls> = {}) =>
  ({ registerOptions: vi.fn(), registerVerify: vi.fn(), loginOptions: vi.fn(async () => ({ challenge: 'c' })), loginVerify: vi.fn(async () => session), ...over }) as unknown as CeremonyCalls & Record<keyof CeremonyCalls, ReturnType<typeof vi.fn>>
const arrive = (data: unknown, source: unknown, origin = location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
const settled = async (p: Promise<unknown>) => Promise.race([p.catch((e: unknown) => e), new Promise((r) => setTimeout(() => r('pending'), 20))])
const sent = (popup: ReturnType<typeof fakePopup>, kind: string) => popup.postMessage.mock.calls.map(([m]) => m as { kind: string; nonce?: string; id?: number; value?: unknown; reason?: unknown }).filter((m) => m.kind === kind)
/** The window's side up to its task: ready, and the task's nonce. */
function started(popup: ReturnType<typeof fakePopup>) {
  arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'ready' }, popup)
  return sent(popup, 'run')[0]!.nonce!
}

afterEach(() => vi.useRealTimers())

describe('askPasskeyWindow (the frame side of the passkey window)', () => {
  it("pings the window, sends the task once it says ready (to the modal's origin only), makes the ceremony's service calls it asks for, and resolves with its own session", async () => {
    const popup = fakePopup()
    const calls = fakeCalls()
    const asked = askPasskeyWindow(window, popup as unknown as Window, calls, task)
    expect(popup.postMessage).toHaveBeenCalledWith({ type: PASSKEY_WINDOW_TYPE, kind: 'ping' }, location.origin)
    const nonce = started(popup)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'ready' }, popup)
    expect(sent(popup, 'run')).toEqual([{ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce, task }])
    expect(popup.postMessage.mock.calls.every(([, target]) => target === location.origin)).toBe(true)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce, id: 0, call: 'loginOptions', arg: null }, popup)
    await vi.waitFor(() => expect(sent(popup, 'answer')).toEqual([{ type: PASSKEY_WINDOW_TYPE, kind: 'answer', nonce, id: 0, value: { challenge: 'c' } }]))
    expect(calls.loginOptions).toHaveBeenCalledWith(undefined)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce, id: 1, call: 'loginVerify', arg: credential }, popup)
    await vi.waitFor(() => expect(sent(popup, 'answer')).toHaveLength(2))
    expect(calls.loginVerify).toHaveBeenCalledWith(credential)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'done', nonce, credentialId: 'cred', prfOutput: prf }, popup)
    const signedIn = await asked
    expect(signedIn).toMatchObject({ session, credentialId: 'cred' })
    expect(signedIn.prfOutput).toEqual(new Uint8Array(32))
  })

  it('attacker: a call or an answer from another window, another origin, for another nonce, or malformed is ignored; a done with no sign-in of its own is refused', async () => {
    const popup = fakePopup()
    const calls = fakeCalls()
    const asked = askPasskeyWindow(window, popup as unknown as Window, calls, task)
    const nonce = started(popup)
    const other = fakePopup()
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce, id: 0, call: 'loginOptions', arg: null }, other)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce, id: 0, call: 'loginOptions', arg: null }, popup, 'http://127.0.0.1:9')
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce: 'f'.repeat(32), id: 0, call: 'loginOptions', arg: null }, popup)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce, id: 0, call: 'sealedShare', arg: null }, popup)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'done', nonce, credentialId: 'x', prfOutput: null }, other)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'failed', nonce, reason: 'SOMETHING_ELSE' }, popup)
    expect(await settled(asked)).toBe('pending')
    expect(calls.loginOptions).not.toHaveBeenCalled()
    // A forged ready from another window gets no task.
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'ready' }, other)
    expect(other.postMessage).not.toHaveBeenCalled()
    // A credential that is not one never reaches the service.
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce, id: 1, call: 'loginVerify', arg: { id: 1 } }, popup)
    await vi.waitFor(() => expect(sent(popup, 'answer')).toHaveLength(1))
    expect(calls.loginVerify).not.toHaveBeenCalled()
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'done', nonce, credentialId: 'x', prfOutput: null }, popup)
    await expect(asked).rejects.toMatchObject({ reason: 'PASSKEY_UNSUPPORTED' })
  })

  it("names the service's passkey refusal to the window and rejects with it; another service failure is rejected as it came; closing the window cancels", async () => {
    const popup = fakePopup()
    const refused = askPasskeyWindow(window, popup as unknown as Window, fakeCalls({ loginVerify: vi.fn(async () => Promise.reject(new AuthRequestError({ reason: 'PASSKEY_UNKNOWN', message: 'unknown', status: 404 }))) }), task)
    const nonce = started(popup)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce, id: 0, call: 'loginVerify', arg: credential }, popup)
    await vi.waitFor(() => expect(sent(popup, 'answer')).toEqual([{ type: PASSKEY_WINDOW_TYPE, kind: 'answer', nonce, id: 0, reason: 'PASSKEY_UNKNOWN' }]))
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'failed', nonce, reason: 'PASSKEY_UNKNOWN' }, popup)
    const error = await refused.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(PasskeyError)
    expect(error).toMatchObject({ reason: 'PASSKEY_UNKNOWN' })

    const offline = new Error('offline')
    const second = fakePopup()
    const failing = askPasskeyWindow(window, second as unknown as Window, fakeCalls({ loginOptions: vi.fn(async () => Promise.reject(offline)) }), task)
    const nonce2 = started(second)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce: nonce2, id: 0, call: 'loginOptions', arg: null }, second)
    await vi.waitFor(() => expect(sent(second, 'answer')).toEqual([{ type: PASSKEY_WINDOW_TYPE, kind: 'answer', nonce: nonce2, id: 0, reason: null }]))
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'failed', nonce: nonce2, reason: null }, second)
    expect(await failing.catch((e: unknown) => e)).toBe(offline)

    vi.useFakeTimers()
    const closing = fakePopup()
    const abandoned = askPasskeyWindow(window, closing as unknown as Window, fakeCalls(), task).catch((e: unknown) => e)
    closing.closed = true
    await vi.advanceTimersByTimeAsync(1000)
    expect(await abandoned).toMatchObject({ reason: 'PASSKEY_CANCELLED', code: 4001 })
  })
})

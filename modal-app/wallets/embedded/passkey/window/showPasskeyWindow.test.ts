// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serveLocaleFiles } from '../../../../testing/serveLocaleFiles'
import de from '../../../../ui/locales/de/views.json'
import { PASSKEY_WINDOW_TYPE, type PasskeyWindowTask } from './passkeyWindowMessage'
import { showPasskeyWindow } from './showPasskeyWindow'

const task: PasskeyWindowTask = { mode: 'signUp', locale: 'de', dir: 'ltr', theme: 'light' }
const opener = { postMessage: vi.fn(), location }
const from = (data: unknown, source: unknown = opener, origin = location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
const byId = (id: string) => document.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)
const sent = (kind: string) => opener.postMessage.mock.calls.map(([m]) => m as { kind: string }).filter((m) => m.kind === kind)

beforeEach(() => {
  document.body.innerHTML = '<main></main>'
  document.documentElement.removeAttribute('lang')
  opener.postMessage.mockClear()
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true })
  // The modal's origin serves the catalogs as files (windowCatalog); here they come from the repository.
  vi.stubGlobal('fetch', serveLocaleFiles)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true })
})

describe('showPasskeyWindow (the passkey window page)', () => {
  it("says it is loaded to its opener on its own origin, then shows the opener's task in its language and theme with Continue, focused", async () => {
    expect(showPasskeyWindow(window)).toBe(true)
    expect(opener.postMessage).toHaveBeenCalledWith({ type: PASSKEY_WINDOW_TYPE, kind: 'ready' }, location.origin)
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'ping' })
    expect(sent('ready')).toHaveLength(2)
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'n1', task })
    await vi.waitFor(() => expect(byId('airlock-passkey-window-continue')).not.toBeNull())
    expect(byId('airlock-passkey-window')!.textContent).toContain(de['passkey.creating'])
    expect(byId('airlock-passkey-window-continue')!.textContent).toBe(de['passkey.window.continue'])
    expect(document.activeElement).toBe(byId('airlock-passkey-window-continue'))
    expect(document.documentElement.lang).toBe('de')
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(document.title).toBe(de['passkey.window.title'])
    // Loaded and tasked: a ping gets no second ready.
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'ping' })
    expect(sent('ready')).toHaveLength(2)
  })

  it('runs the ceremony in the click on Continue and answers its failure reason for the nonce, then closes (no WebAuthn here: unsupported)', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    showPasskeyWindow(window)
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'n1', task: { ...task, locale: 'en' } })
    await vi.waitFor(() => expect(byId('airlock-passkey-window-continue')).not.toBeNull())
    byId('airlock-passkey-window-continue')!.click()
    await vi.waitFor(() => expect(sent('failed')).toHaveLength(1))
    expect(sent('failed')[0]).toEqual({ type: PASSKEY_WINDOW_TYPE, kind: 'failed', nonce: 'n1', reason: 'PASSKEY_UNSUPPORTED' })
    expect(close).toHaveBeenCalled()
  })

  it("relays the ceremony's service calls to its opener and answers which passkey it was, never the service's address", async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    // A browser with WebAuthn whose authenticator answers at once (the real one: e2e embedded-passkey-window.spec.ts).
    class FakeCredential {
      id = 'cred-1'
      rawId = new Uint8Array([1, 2]).buffer
      type = 'public-key'
      authenticatorAttachment = 'platform'
      response = { clientDataJSON: new Uint8Array([123, 125]).buffer, authenticatorData: new Uint8Array([0]).buffer, signature: new Uint8Array([9]).buffer, userHandle: null }
      getClientExtensionResults() {
        return {}
      }
    }
    vi.stubGlobal('PublicKeyCredential', FakeCredential)
    const get = vi.fn(async () => new FakeCredential())
    Object.defineProperty(navigator, 'credentials', { value: { create: vi.fn(), get }, configurable: true })
    showPasskeyWindow(window)
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'n1', task: { ...task, mode: 'signIn', locale: 'en' } })
    await vi.waitFor(() => expect(byId('airlock-passkey-window-continue')).not.toBeNull())
    byId('airlock-passkey-window-continue')!.click()
    await vi.waitFor(() => expect(sent('call')).toHaveLength(1))
    expect(sent('call')[0]).toEqual({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce: 'n1', id: 0, call: 'loginOptions', arg: null })
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'answer', nonce: 'n1', id: 0, value: { challenge: 'AAAA', rpId: 'localhost', userVerification: 'required' } })
    await vi.waitFor(() => expect(sent('call')).toHaveLength(2))
    expect(get).toHaveBeenCalledTimes(1)
    expect(sent('call')[1]).toMatchObject({ kind: 'call', nonce: 'n1', id: 1, call: 'loginVerify', arg: { id: 'cred-1', type: 'public-key', response: { clientDataJSON: 'e30' } } })
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'answer', nonce: 'n1', id: 1, value: { token: 't', expiresAt: 1, projectId: 'airlock-demo', user: {} } })
    await vi.waitFor(() => expect(sent('done')).toEqual([{ type: PASSKEY_WINDOW_TYPE, kind: 'done', nonce: 'n1', credentialId: 'cred-1', prfOutput: null }]))
    expect(close).toHaveBeenCalled()
    expect(JSON.stringify(opener.postMessage.mock.calls)).not.toContain('127.0.0.1')
  })

  it('addOwner: creates the passkey that is to own the smart account in the click on Continue (its name the account and network) and answers its id and public key, with no service call', async () => {
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    const publicKey = `0x${'ab'.repeat(64)}` as const
    const createPasskeyOwner = vi.spyOn(await import('../../passkeyOwner/createPasskeyOwner'), 'createPasskeyOwner').mockResolvedValue({ id: 'owner-1', publicKey })
    const owner = { account: '0x1111111111111111111111111111111111111111', network: 'Ethereum' }
    showPasskeyWindow(window)
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'n1', task: { ...task, mode: 'addOwner', owner } })
    await vi.waitFor(() => expect(byId('airlock-passkey-window-continue')).not.toBeNull())
    expect(byId('airlock-passkey-window')!.dataset.mode).toBe('addOwner')
    expect(byId('airlock-passkey-window')!.textContent).toContain(de['passkey.creating'])
    expect(createPasskeyOwner).not.toHaveBeenCalled()
    byId('airlock-passkey-window-continue')!.click()
    await vi.waitFor(() => expect(sent('created')).toEqual([{ type: PASSKEY_WINDOW_TYPE, kind: 'created', nonce: 'n1', credentialId: 'owner-1', publicKey }]))
    expect(createPasskeyOwner).toHaveBeenCalledWith(owner)
    expect(sent('call')).toEqual([])
    expect(close).toHaveBeenCalled()
  })

  it('attacker: an addOwner task without its account, or a sign-in task carrying one, is not a task', async () => {
    showPasskeyWindow(window)
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'x', task: { ...task, mode: 'addOwner' } })
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'x', task: { ...task, mode: 'addOwner', owner: { account: 1, network: 'Ethereum' } } })
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'x', task: { ...task, owner: { account: '0x1', network: 'Ethereum' } } })
    await new Promise((r) => setTimeout(r, 20))
    expect(byId('airlock-passkey-window')).toBeNull()
  })

  it('attacker: a task from another window, another origin, malformed, or a second task is ignored', async () => {
    showPasskeyWindow(window)
    const other = { postMessage: vi.fn() }
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'x', task }, other)
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'x', task }, opener, 'http://127.0.0.1:9')
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'x', task: { ...task, mode: 'steal' } })
    await new Promise((r) => setTimeout(r, 20))
    expect(byId('airlock-passkey-window')).toBeNull()
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'n1', task: { ...task, locale: 'en' } })
    from({ type: PASSKEY_WINDOW_TYPE, kind: 'run', nonce: 'n2', task: { ...task, locale: 'en', mode: 'signIn' } })
    await vi.waitFor(() => expect(byId('airlock-passkey-window')).not.toBeNull())
    expect(byId('airlock-passkey-window')!.dataset.mode).toBe('signUp')
  })

  it('opened any other way (no opener, or a page of another origin) it says the window can be closed and answers nothing', async () => {
    const foreign = { postMessage: vi.fn(), location: { origin: 'http://127.0.0.1:15173' } }
    Object.defineProperty(window, 'opener', { value: foreign, configurable: true, writable: true })
    expect(showPasskeyWindow(window)).toBe(false)
    expect(foreign.postMessage).not.toHaveBeenCalled()
    document.body.innerHTML = '<main></main>'
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true })
    expect(showPasskeyWindow(window)).toBe(false)
    await vi.waitFor(() => expect(byId('airlock-passkey-window-status')!.textContent).toBe('Nothing to sign in to here. You can close this window.'))
    expect(document.documentElement.dataset.airlockOrphan).toBe('true')
  })
})

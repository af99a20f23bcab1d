// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { askPasskeyOwnerWindow } from './askPasskeyOwnerWindow'
import { PASSKEY_WINDOW_TYPE } from './passkeyWindowMessage'

const owner = { account: '0x1111111111111111111111111111111111111111', network: 'Ethereum' }
const publicKey = `0x${'ab'.repeat(64)}`
const fakePopup = () => ({ closed: false, postMessage: vi.fn() })
const arrive = (data: unknown, source: unknown, origin = location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
const settled = async (p: Promise<unknown>) => Promise.race([p.catch((e: unknown) => e), new Promise((r) => setTimeout(() => r('pending'), 20))])
const sent = (popup: ReturnType<typeof fakePopup>, kind: string) => popup.postMessage.mock.calls.map(([m]) => m as { kind: string; nonce?: string; task?: unknown; reason?: unknown }).filter((m) => m.kind === kind)
function started(popup: ReturnType<typeof fakePopup>) {
  arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'ready' }, popup)
  return sent(popup, 'run')[0]!.nonce!
}

describe('askPasskeyOwnerWindow (the frame side of a smart-account passkey made in the passkey window)', () => {
  it("sends the addOwner task with the account and network in the frame's language and theme, and resolves with the passkey the window created", async () => {
    document.documentElement.lang = 'de'
    const popup = fakePopup()
    const asked = askPasskeyOwnerWindow(window, popup as unknown as Window, owner)
    const nonce = started(popup)
    expect(sent(popup, 'run')[0]!.task).toEqual({ mode: 'addOwner', owner, locale: 'de', dir: 'ltr', theme: 'dark' })
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'created', nonce, credentialId: 'owner-1', publicKey }, popup)
    expect(await asked).toEqual({ id: 'owner-1', publicKey })
  })

  it("attacker: the window's service calls are refused, a created key from another window or malformed is ignored, and a sign-in outcome is not a passkey owner", async () => {
    const popup = fakePopup()
    const asked = askPasskeyOwnerWindow(window, popup as unknown as Window, owner)
    const nonce = started(popup)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'call', nonce, id: 0, call: 'loginOptions', arg: null }, popup)
    await vi.waitFor(() => expect(sent(popup, 'answer')).toEqual([{ type: PASSKEY_WINDOW_TYPE, kind: 'answer', nonce, id: 0, reason: null }]))
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'created', nonce, credentialId: 'evil', publicKey }, fakePopup())
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'created', nonce, credentialId: 'evil', publicKey: '0x04' }, popup)
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'created', nonce: 'f'.repeat(32), credentialId: 'evil', publicKey }, popup)
    expect(await settled(asked)).toBe('pending')
    arrive({ type: PASSKEY_WINDOW_TYPE, kind: 'done', nonce, credentialId: 'x', prfOutput: null }, popup)
    await expect(asked).rejects.toMatchObject({ reason: 'PASSKEY_UNSUPPORTED' })
  })
})

// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serveLocaleFiles } from '../../../testing/serveLocaleFiles'
import ar from '../../locales/ar/views.json'
import { APPROVAL_POPUP_TYPE, type ApprovalSnapshot } from './approvalPopupMessage'
import { showApprovalPopup } from './showApprovalPopup'

const approval: ApprovalSnapshot = {
  blocks: [['Send transaction'], ['Send 5 ETH to 0x00…dEaD', '<img src=x onerror=alert(1)>']],
  mode: 'light',
  vars: { '--airlock-bg': 'rgb(1, 2, 3)', color: 'red' },
  locale: 'en',
  dir: 'ltr',
}
const opener = { postMessage: vi.fn() }
const from = (data: unknown, source: unknown = opener, origin = location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
const byId = (id: string) => document.querySelector<HTMLButtonElement>(`[data-testid="${id}"]`)
/** A script's press and click (never trusted: only real input is, which the e2e test gives). */
const pressAndClick = (el: HTMLElement) => {
  const down = new MouseEvent('pointerdown', { bubbles: true, button: 0 })
  Object.defineProperty(down, 'isPrimary', { value: true })
  el.dispatchEvent(down)
  el.dispatchEvent(new MouseEvent('click', { bubbles: true, button: 0 }))
}
/** The window's page once it drew the approval (its words are fetched first). */
const drawn = () => vi.waitFor(() => expect(byId('airlock-approval-window-cancel')).not.toBeNull())
const answers = () => opener.postMessage.mock.calls.map(([m]) => m as { kind: string }).filter((m) => m.kind === 'answer')

beforeEach(() => {
  document.body.innerHTML = '<main></main>'
  opener.postMessage.mockClear()
  Object.defineProperty(window, 'opener', { value: opener, configurable: true, writable: true })
  vi.spyOn(document, 'hasFocus').mockReturnValue(true)
  // The modal's origin serves the catalogs as files (windowCatalog); here they come from the repository.
  vi.stubGlobal('fetch', serveLocaleFiles)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
  Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true })
})

describe('showApprovalPopup (the approval window page)', () => {
  it("says it is loaded to its opener on its own origin, shows the opener's approval as text, enables Approve after 500 ms, and answers with its nonce", async () => {
    vi.useFakeTimers()
    const close = vi.spyOn(window, 'close').mockImplementation(() => undefined)
    expect(showApprovalPopup(window)).toBe(true)
    expect(opener.postMessage).toHaveBeenCalledWith({ type: APPROVAL_POPUP_TYPE, kind: 'ready' }, location.origin)
    from({ type: APPROVAL_POPUP_TYPE, kind: 'show', nonce: 'n1', approval })
    await drawn()
    expect(byId('airlock-approval-window-title')!.textContent).toBe('Send transaction')
    expect(byId('airlock-approval-window-cancel')!.textContent).toBe('Cancel')
    const block = byId('airlock-approval-window-block')!
    expect(block.textContent).toContain('<img src=x onerror=alert(1)>')
    expect(block.querySelector('img')).toBeNull()
    expect(document.documentElement.style.getPropertyValue('--airlock-bg')).toBe('rgb(1, 2, 3)')
    expect(document.documentElement.style.getPropertyValue('color')).toBe('')
    const approve = byId('airlock-approval-window-approve')!
    expect(approve.disabled).toBe(true)
    await vi.advanceTimersByTimeAsync(500)
    expect(approve.disabled).toBe(false)
    // A script's press and click (not trusted) approve nothing; a real one does (e2e approval-clickjacking.spec.ts).
    pressAndClick(approve)
    approve.click()
    expect(answers()).toEqual([])
    byId('airlock-approval-window-cancel')!.click()
    expect(answers()).toEqual([{ type: APPROVAL_POPUP_TYPE, kind: 'answer', nonce: 'n1', approved: false }])
    expect(opener.postMessage).toHaveBeenLastCalledWith(expect.anything(), location.origin)
    expect(close).toHaveBeenCalled()
  })

  it('attacker: an approval from another window or origin, or a second approval, is not shown', async () => {
    showApprovalPopup(window)
    from({ type: APPROVAL_POPUP_TYPE, kind: 'show', nonce: 'evil', approval }, {})
    from({ type: APPROVAL_POPUP_TYPE, kind: 'show', nonce: 'evil', approval }, opener, 'http://127.0.0.1:9')
    expect(byId('airlock-approval-window')).toBeNull()
    from({ type: APPROVAL_POPUP_TYPE, kind: 'show', nonce: 'n1', approval })
    from({ type: APPROVAL_POPUP_TYPE, kind: 'show', nonce: 'n2', approval: { ...approval, blocks: [['Other']] } })
    await drawn()
    expect(byId('airlock-approval-window-title')!.textContent).toBe('Send transaction')
    vi.spyOn(window, 'close').mockImplementation(() => undefined)
    byId('airlock-approval-window-cancel')!.click()
    expect(answers()).toEqual([{ type: APPROVAL_POPUP_TYPE, kind: 'answer', nonce: 'n1', approved: false }])
  })

  it("speaks the modal's language: Arabic buttons and title, the document right to left; a tag without a catalog stays English", async () => {
    showApprovalPopup(window)
    from({ type: APPROVAL_POPUP_TYPE, kind: 'show', nonce: 'n1', approval: { ...approval, locale: 'ar', dir: 'rtl' } })
    await drawn()
    expect(document.documentElement.lang).toBe('ar')
    expect(document.documentElement.dir).toBe('rtl')
    expect(byId('airlock-approval-window-cancel')!.textContent).toBe(ar['approve.window.cancel'])
    expect(byId('airlock-approval-window-approve')!.textContent).toBe(ar['approve.approve'])
    expect(document.title).toBe(ar['approve.window.title'])
    // The approval's own words are the modal's, as sent: never re-translated here.
    expect(byId('airlock-approval-window-title')!.textContent).toBe('Send transaction')

    document.documentElement.removeAttribute('lang')
    document.documentElement.removeAttribute('dir')
    document.body.innerHTML = '<main></main>'
    showApprovalPopup(window)
    from({ type: APPROVAL_POPUP_TYPE, kind: 'show', nonce: 'n2', approval: { ...approval, locale: '../../evil', dir: 'rtl' } })
    await drawn()
    expect(byId('airlock-approval-window-cancel')!.textContent).toBe('Cancel')
    expect(document.documentElement.dir).toBe('')
  })

  it('attacker: an approval with a language that is no string or a direction that is neither ltr nor rtl is refused as malformed', async () => {
    showApprovalPopup(window)
    from({ type: APPROVAL_POPUP_TYPE, kind: 'show', nonce: 'bad1', approval: { ...approval, dir: 'sideways' } })
    from({ type: APPROVAL_POPUP_TYPE, kind: 'show', nonce: 'bad2', approval: { ...approval, locale: 7 } })
    // Ignored, not taken: the next well-formed approval is the one shown.
    from({ type: APPROVAL_POPUP_TYPE, kind: 'show', nonce: 'n1', approval })
    await drawn()
    vi.spyOn(window, 'close').mockImplementation(() => undefined)
    byId('airlock-approval-window-cancel')!.click()
    expect(answers()).toEqual([{ type: APPROVAL_POPUP_TYPE, kind: 'answer', nonce: 'n1', approved: false }])
  })

  it('opened without an opener (on its own) it says there is nothing to approve and tells nobody', async () => {
    Object.defineProperty(window, 'opener', { value: null, configurable: true, writable: true })
    expect(showApprovalPopup(window)).toBe(false)
    await vi.waitFor(() => expect(byId('airlock-approval-window-status')!.textContent).toBe('Nothing to approve here. You can close this window.'))
    expect(opener.postMessage).not.toHaveBeenCalled()
  })
})

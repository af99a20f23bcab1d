// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { APPROVAL_POPUP_TYPE, type ApprovalSnapshot } from './approvalPopupMessage'
import { runApprovalPopup } from './runApprovalPopup'

const approval: ApprovalSnapshot = { blocks: [['Send transaction'], ['Send 5 ETH to 0x00…dEaD']], mode: 'dark', vars: { '--airlock-bg': '#000' }, locale: 'en', dir: 'ltr' }

/** The approval window as the frame sees it: a window it can post to, close, and receive from. */
function fakePopup() {
  const popup = { closed: false, postMessage: vi.fn(), close: vi.fn(() => (popup.closed = true)) }
  return popup
}
/** A message arriving at the frame from `source` at `origin`. */
const arrive = (data: unknown, source: unknown, origin = location.origin) => window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }))
const settled = async (p: Promise<boolean>) => Promise.race([p, new Promise((r) => setTimeout(() => r('pending'), 20))])

afterEach(() => vi.useRealTimers())

describe('runApprovalPopup (the frame side of the approval window)', () => {
  it("asks the window if it is loaded, shows the approval once it says so (to the modal's origin only) and resolves the visitor's answer for that approval's nonce", async () => {
    const popup = fakePopup()
    const run = runApprovalPopup(window, popup as unknown as Window, approval)
    expect(popup.postMessage).toHaveBeenCalledWith({ type: APPROVAL_POPUP_TYPE, kind: 'ping' }, location.origin)
    arrive({ type: APPROVAL_POPUP_TYPE, kind: 'ready' }, popup)
    arrive({ type: APPROVAL_POPUP_TYPE, kind: 'ready' }, popup)
    const shows = popup.postMessage.mock.calls.filter(([m]) => (m as { kind: string }).kind === 'show')
    expect(shows).toHaveLength(1)
    const [show, target] = shows[0]!
    expect(target).toBe(location.origin)
    expect(show).toMatchObject({ kind: 'show', approval })
    const nonce = (show as { nonce: string }).nonce
    expect(nonce).toMatch(/^[0-9a-f]{32}$/)
    arrive({ type: APPROVAL_POPUP_TYPE, kind: 'answer', nonce, approved: true }, popup)
    expect(await run.answer).toBe(true)
    expect(popup.close).toHaveBeenCalled()
  })

  it('attacker: an answer from another window, another origin, with another nonce, or malformed is ignored', async () => {
    const popup = fakePopup()
    const run = runApprovalPopup(window, popup as unknown as Window, approval)
    arrive({ type: APPROVAL_POPUP_TYPE, kind: 'ready' }, popup)
    const nonce = (popup.postMessage.mock.calls[1]![0] as { nonce: string }).nonce
    const other = fakePopup()
    arrive({ type: APPROVAL_POPUP_TYPE, kind: 'answer', nonce, approved: true }, other)
    arrive({ type: APPROVAL_POPUP_TYPE, kind: 'answer', nonce, approved: true }, popup, 'http://127.0.0.1:9')
    arrive({ type: APPROVAL_POPUP_TYPE, kind: 'answer', nonce: 'f'.repeat(32), approved: true }, popup)
    arrive({ type: APPROVAL_POPUP_TYPE, kind: 'answer', nonce, approved: 'yes' }, popup)
    expect(await settled(run.answer)).toBe('pending')
    // A forged ready from another window gets no approval shown to it either.
    arrive({ type: APPROVAL_POPUP_TYPE, kind: 'ready' }, other)
    expect(other.postMessage).not.toHaveBeenCalled()
    run.stop()
    expect(await run.answer).toBe(false)
  })

  it('answers no when the visitor closes the window, or cancels there', async () => {
    vi.useFakeTimers()
    const popup = fakePopup()
    const run = runApprovalPopup(window, popup as unknown as Window, approval)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(1500)
    expect(await run.answer).toBe(false)
    vi.useRealTimers()
    const again = fakePopup()
    const second = runApprovalPopup(window, again as unknown as Window, approval)
    arrive({ type: APPROVAL_POPUP_TYPE, kind: 'ready' }, again)
    const nonce = (again.postMessage.mock.calls[1]![0] as { nonce: string }).nonce
    arrive({ type: APPROVAL_POPUP_TYPE, kind: 'answer', nonce, approved: false }, again)
    expect(await second.answer).toBe(false)
  })
})

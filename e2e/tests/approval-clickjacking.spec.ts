import type { FrameLocator, Page } from '@playwright/test'
import { createPublicClient, http, parseEther, toHex, type Hex } from 'viem'
import { clickClosing } from '../fixtures/clickClosing'
import { walletCalls } from '../fixtures/injectedFlows'
import { connectFromDemo } from '../fixtures/injectedFlows'
import { expect, expectModalOpenInside, openDemo, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { withoutIov2 } from '../fixtures/withoutIov2'

// Issue 11 item 4: a dapp that may embed the modal manipulates its own <dialog> and <iframe>
// so the visitor clicks Approve without having seen the approval. Every step below is what the
// dapp's own script can do to its own DOM; the clicks are real input (trusted events).

const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
const DEAD = '0x000000000000000000000000000000000000dEaD'
const FIVE_ETH = parseEther('5')
const modalOrigin = new URL(urls.modal).origin

interface Box {
  x: number
  y: number
  width: number
  height: number
}
type Sent = { state: 'pending' } | { state: 'ok'; hash: Hex } | { state: 'error'; code: number }

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

/** The dapp: embeds the modal, connects the test wallet, then asks for 5 ETH to 0x…dEaD. */
async function requestFiveEth(page: Page, modal: FrameLocator) {
  await page.goto(await serveTestPage(page, urls.demo, '/__t/clickjack.html', hostPage()))
  await page.locator('#opener').click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { status: string } } }).modal.getState().status)).toBe('connected')
  const nonce = await chain1.getTransactionCount({ address: TEST_WALLET.address })
  await page.evaluate(
    ({ from, to, value }) => {
      const w = window as unknown as { sent: unknown; call(a: unknown): Promise<{ result?: string; code?: number }> }
      w.sent = { state: 'pending' }
      void w.call({ method: 'eth_sendTransaction', params: [{ from, to, value }] }).then((r) => {
        w.sent = r.result ? { state: 'ok', hash: r.result } : { state: 'error', code: r.code }
      })
    },
    { from: TEST_WALLET.address, to: DEAD, value: toHex(FIVE_ETH) },
  )
  const approve = modal.getByTestId('airlock-approve-confirm')
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'eth_sendTransaction')
  await expect(approve).toBeEnabled()
  return { nonce, approve: (await approve.boundingBox()) as Box }
}

const sent = (page: Page) => page.evaluate(() => (window as unknown as { sent: Sent }).sent)
const center = (box: Box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 })
/** The dapp's own script restyling its iframe (or dialog). */
const styleIframe = (page: Page, style: Record<string, string>) =>
  page.locator('iframe[data-airlock="iframe"]').evaluate((el, s) => void Object.assign((el as HTMLElement).style, s), style)
const styleDialog = (page: Page, style: Record<string, string>) =>
  page.locator('dialog[data-airlock="dialog"]').evaluate((el, s) => void Object.assign((el as HTMLElement).style, s), style)

/**
 * The dapp hides the modal (opacity 0, click-through) and lays a "double-click to claim" decoy
 * exactly under Approve; the decoy's first click makes the modal visible and clickable under the
 * pointer.
 */
function layDecoy(page: Page, approve: Box) {
  return page.locator('dialog[data-airlock="dialog"]').evaluate((dialog, box) => {
    const iframe = dialog.querySelector('iframe')!
    iframe.style.opacity = '0'
    iframe.style.pointerEvents = 'none'
    const decoy = document.createElement('button')
    decoy.textContent = 'Double-click to claim your reward'
    Object.assign(decoy.style, { position: 'absolute', left: `${box.x}px`, top: `${box.y}px`, width: `${box.width}px`, height: `${box.height}px` })
    decoy.id = 'decoy'
    decoy.onclick = () => {
      iframe.style.opacity = '1'
      iframe.style.pointerEvents = 'auto'
      decoy.remove()
    }
    dialog.prepend(decoy)
  }, approve)
}

/** One more press and release where the pointer is, as the nth press of a multi-click (mouse.click with clickCount would press n times). */
async function pressAgain(page: Page, clickCount: number) {
  await page.mouse.down({ clickCount })
  await page.mouse.up({ clickCount })
}

/** The click did not count: the wallet was never asked, the dapp still waits, nothing was mined. */
async function expectRefused(page: Page, nonce: number) {
  // A counted click reaches the in-page wallet within a frame or two; give it ample time.
  await page.waitForTimeout(700)
  expect(await walletCalls(page)).not.toContain('eth_sendTransaction')
  expect(await sent(page)).toEqual({ state: 'pending' })
  expect(await chain1.getTransactionCount({ address: TEST_WALLET.address })).toBe(nonce)
}

/**
 * The same request, seen in full for more than 500 ms, is approved by a plain click: 5 ETH reach
 * 0x…dEaD. The click waits for Approve to show enabled, which it does exactly when a press would
 * count (a fixed wait was short by a report on a loaded machine).
 */
async function expectHonestClickSends(page: Page, at: { x: number; y: number }) {
  await page.waitForTimeout(800)
  await expect(page.frameLocator('iframe[data-airlock="iframe"]').getByTestId('airlock-approve-confirm')).toBeEnabled()
  const before = await chain1.getBalance({ address: DEAD })
  await page.mouse.click(at.x, at.y)
  await expect.poll(() => sent(page).then((s) => s.state)).toBe('ok')
  const hash = ((await sent(page)) as { hash: Hex }).hash
  const receipt = await chain1.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(DEAD.toLowerCase())
  expect((await chain1.getBalance({ address: DEAD })) - before).toBe(FIVE_ETH)
}

const HALF_ETH = parseEther('0.5')

/**
 * Issue 35 #2: a send reviewed in the modal goes to the wallet without the approval view, so
 * Send's review is the last screen of the modal before the wallet (for the embedded wallet, the
 * only confirmation). Opens the demo's Send for the test wallet and reviews 0.5 ETH to 0x…dEaD;
 * returns the nonce before and where Send is.
 */
async function reviewHalfEth(page: Page, modal: FrameLocator) {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-connect').click()
  // A reopen that did not happen fails here, saying so, not on Send's inert button a minute later.
  await expectModalOpenInside(modal)
  await modal.getByTestId('airlock-feature-send').click()
  const picker = modal.getByTestId('airlock-send-token')
  await picker.selectOption({ value: (await picker.locator('option').filter({ hasText: /^ETH ·/ }).getAttribute('value'))! })
  await modal.getByTestId('airlock-send-amount').fill('0.5')
  await modal.getByTestId('airlock-send-receiver').fill(DEAD)
  await modal.getByTestId('airlock-send-preview').click()
  await expect(modal.getByTestId('airlock-send-review-address')).toHaveText(DEAD)
  const send = modal.getByTestId('airlock-send-confirm')
  await expect(send).toBeVisible()
  return { nonce: await chain1.getTransactionCount({ address: TEST_WALLET.address }), send: (await send.boundingBox()) as Box }
}

/** The host page lays a click-through decoy over its whole modal dialog (pointer-events: none, so presses reach the modal below). */
const coverModal = (page: Page) =>
  page.locator('dialog[data-airlock="dialog"]').evaluate((dialog) => {
    const cover = document.createElement('div')
    cover.id = 'cover'
    cover.textContent = 'Click the button below to claim your reward'
    Object.assign(cover.style, { position: 'fixed', inset: '0', zIndex: '2147483647', pointerEvents: 'none', background: 'rgba(255, 255, 255, 0.96)', font: '24px sans-serif', padding: '40px' })
    dialog.append(cover)
  })

/** The send did not start: the wallet was never asked, the review is still on screen, nothing was mined. */
async function expectSendRefused(page: Page, modal: FrameLocator, nonce: number) {
  await page.waitForTimeout(700)
  expect(await walletCalls(page)).not.toContain('eth_sendTransaction')
  await expect(modal.getByTestId('airlock-send-review')).toBeVisible()
  expect(await chain1.getTransactionCount({ address: TEST_WALLET.address })).toBe(nonce)
}

test.describe('clickjacking: Approve counts only after the whole approval was fully visible for 500 ms (issue 11 #4, security.md #10)', () => {
  test('clip-path on the iframe leaving only the button row visible: the click is refused', async ({ page, modal }) => {
    const { nonce, approve } = await requestFiveEth(page, modal)
    const viewport = page.viewportSize()!
    const top = Math.floor(approve.y - 6)
    const bottom = Math.floor(viewport.height - (approve.y + approve.height) - 6)
    await styleIframe(page, { clipPath: `inset(${top}px 0 ${bottom}px 0)` })
    // Long enough that any "visible since" clock would have run out: the details stay clipped.
    await page.waitForTimeout(1200)
    await page.mouse.click(center(approve).x, center(approve).y)
    await expectRefused(page, nonce)
    await styleIframe(page, { clipPath: '' })
    await expectHonestClickSends(page, center(approve))
  })

  test('the dialog translated so the details are off-screen, only the buttons on screen: the click is refused', async ({ page, modal }) => {
    const { nonce, approve } = await requestFiveEth(page, modal)
    const shift = Math.floor(approve.y - 8)
    await styleDialog(page, { translate: `0 -${shift}px` })
    await page.waitForTimeout(1200)
    await page.mouse.click(center(approve).x, center(approve).y - shift)
    await expectRefused(page, nonce)
    await styleDialog(page, { translate: '' })
    await expectHonestClickSends(page, center(approve))
  })

  test('opacity 0 switched to 1 shortly before the click (60, 200, 300 ms): each click is refused', async ({ page, modal }) => {
    const { nonce, approve } = await requestFiveEth(page, modal)
    await styleIframe(page, { opacity: '0' })
    await page.waitForTimeout(1000)
    // Leads stay well under 500 ms: the test's own round trips add to the wait on a busy machine.
    for (const lead of [60, 200, 300]) {
      await test.step(`opacity 1 then a click ${lead} ms later`, async () => {
        await styleIframe(page, { opacity: '1' })
        await page.waitForTimeout(lead)
        await page.mouse.click(center(approve).x, center(approve).y)
        await styleIframe(page, { opacity: '0' })
        await expectRefused(page, nonce)
      })
    }
    await styleIframe(page, { opacity: '1' })
    await expectHonestClickSends(page, center(approve))
  })

  test('double-click decoy: the invisible modal lets the first press through, the second lands on Approve 150 or 250 ms later: refused', async ({ page, modal }) => {
    const { nonce, approve } = await requestFiveEth(page, modal)
    for (const gap of [150, 250]) {
      await layDecoy(page, approve)
      await page.waitForTimeout(1000)
      await page.mouse.click(center(approve).x, center(approve).y)
      await page.waitForTimeout(gap)
      await pressAgain(page, 2)
      await expect(page.locator('#decoy')).toHaveCount(0)
      await expectRefused(page, nonce)
    }
    await expectHonestClickSends(page, center(approve))
  })

  test('faded right before the click, faster than IOv2 reports a change: the fresh check after the click refuses it (5 tries)', async ({ page, modal }) => {
    const { nonce, approve } = await requestFiveEth(page, modal)
    for (let i = 0; i < 5; i++) {
      await test.step(`try ${i + 1}`, async () => {
        await page.waitForTimeout(800)
        await styleIframe(page, { opacity: '0' })
        await page.mouse.click(center(approve).x, center(approve).y)
        await expectRefused(page, nonce)
        await styleIframe(page, { opacity: '1' })
      })
    }
    await expectHonestClickSends(page, center(approve))
  })

  test('the dapp resizes its iframe so Approve jumps under the pointer, the approval fully visible throughout: a click right after is refused, one after Approve stayed put 500 ms sends', async ({ page, modal }) => {
    const { nonce, approve } = await requestFiveEth(page, modal)
    // Seen in full for well over 500 ms, then the card moves: the iframe narrows, the centred card follows.
    await page.waitForTimeout(800)
    await styleIframe(page, { width: '60%' })
    const moved = (await modal.getByTestId('airlock-approve-confirm').boundingBox()) as Box
    expect(Math.abs(moved.x - approve.x)).toBeGreaterThan(100)
    await page.mouse.click(center(moved).x, center(moved).y)
    await expectRefused(page, nonce)
    await expectHonestClickSends(page, center(moved))
  })

  test('a plain click after the approval was fully visible for 500 ms sends the transaction', async ({ page, modal }) => {
    const { approve } = await requestFiveEth(page, modal)
    await expectHonestClickSends(page, center(approve))
    expect(await walletCalls(page)).toContain('eth_sendTransaction')
  })

  test('Send\'s review, which skips the approval view (issue 35 #2), is guarded the same way: covered by the page, a press on Send does nothing; uncovered, it sends', async ({ page, modal }) => {
    const { nonce, send } = await reviewHalfEth(page, modal)
    await coverModal(page)
    // Long enough that any "visible since" clock would have run out: the review stays covered.
    await page.waitForTimeout(1200)
    await expect(modal.getByTestId('airlock-send-confirm')).toBeDisabled()
    await page.mouse.click(center(send).x, center(send).y)
    await expectSendRefused(page, modal, nonce)
    await page.locator('#cover').evaluate((el) => el.remove())
    // Send shows enabled exactly when a press would count: 500 ms after a visible report.
    await expect(modal.getByTestId('airlock-send-confirm')).toBeEnabled()
    const before = await chain1.getBalance({ address: DEAD })
    await page.mouse.click(center(send).x, center(send).y)
    await expect(modal.getByTestId('airlock-toast')).toContainText('Transaction started')
    await expect(modal.getByTestId('airlock-approve')).toHaveCount(0)
    await expect.poll(() => chain1.getBalance({ address: DEAD })).toBe(before + HALF_ETH)
    expect(await chain1.getTransactionCount({ address: TEST_WALLET.address })).toBe(nonce + 1)
  })
})

/** The modal's approval window, opened by Approve in the modal's frame (issue 37 #3). */
async function approvalWindow(page: Page, modal: FrameLocator) {
  const opened = page.context().waitForEvent('page')
  await modal.getByTestId('airlock-approve-confirm').click()
  const popup = await opened
  await expect(popup.getByTestId('airlock-approval-window')).toBeVisible()
  return popup
}

test.describe('clickjacking without IntersectionObserver v2 (Firefox, Safari): Approve opens the approval in a top-level window of the modal (issue 37 #3)', () => {
  test.beforeEach(async ({ page }) => {
    await withoutIov2(page)
  })

  test('Approve opens a window of the modal\'s origin showing the same approval; approving there sends the 5 ETH the approval showed', async ({ page, modal }) => {
    const { nonce } = await requestFiveEth(page, modal)
    const action = (await modal.getByTestId('airlock-approve-action').textContent())!
    const popup = await approvalWindow(page, modal)
    expect(new URL(popup.url()).origin).toBe(modalOrigin)
    expect(new URL(popup.url()).pathname).toBe('/approval-popup.html')
    // Its opener is the modal's frame (same origin, so the window can read it), never the dapp's page.
    expect(await popup.evaluate(() => (window.opener as Window).location.href)).toContain(modalOrigin)
    await expect(popup.getByTestId('airlock-approval-window-title')).toHaveText('Send transaction')
    await expect(popup.getByTestId('airlock-approval-window')).toContainText(action)
    await expect(popup.getByTestId('airlock-approval-window')).toContainText(new URL(urls.demo).origin)
    await expect(popup.getByTestId('airlock-approval-window')).toContainText(DEAD)
    await expect(modal.getByText("Approve in the Airlock window that opened. This page can't change what it shows.")).toBeVisible()
    await expect(modal.getByTestId('airlock-approve-confirm-step')).toHaveCount(0)
    await expectRefused(page, nonce)
    const before = await chain1.getBalance({ address: DEAD })
    await clickClosing(popup, 'airlock-approval-window-approve')
    await expect.poll(() => sent(page).then((s) => s.state)).toBe('ok')
    const receipt = await chain1.waitForTransactionReceipt({ hash: ((await sent(page)) as { hash: Hex }).hash })
    expect(receipt.status).toBe('success')
    expect(receipt.to?.toLowerCase()).toBe(DEAD.toLowerCase())
    expect(await chain1.getTransactionCount({ address: TEST_WALLET.address })).toBe(nonce + 1)
    expect((await chain1.getBalance({ address: DEAD })) - before).toBe(FIVE_ETH)
  })

  test('double-click decoy: the decoy\'s presses open the approval window at most (a third press a fresh one); the window\'s Cancel and closing it approve nothing', async ({ page, modal }) => {
    const { nonce, approve } = await requestFiveEth(page, modal)
    await layDecoy(page, approve)
    await page.waitForTimeout(1000)
    const at = center(approve)
    const opened = page.context().waitForEvent('page')
    await page.mouse.click(at.x, at.y)
    await expect(page.locator('#decoy')).toHaveCount(0)
    await page.waitForTimeout(150)
    await pressAgain(page, 2)
    const first = await opened
    await expect(first.getByTestId('airlock-approval-window-title')).toHaveText('Send transaction')
    // A third press where Approve was reaches the modal's frame, never the window: it only opens
    // a fresh window for the same approval, and the earlier one closes.
    await page.waitForTimeout(600)
    const reopened = page.context().waitForEvent('page')
    await pressAgain(page, 3)
    const popup = await reopened
    await expect.poll(() => first.isClosed()).toBe(true)
    await expectRefused(page, nonce)
    await expect(popup.getByTestId('airlock-approval-window-title')).toHaveText('Send transaction')
    await clickClosing(popup, 'airlock-approval-window-cancel')
    await expectRefused(page, nonce)
    const again = await approvalWindow(page, modal)
    await again.close()
    await expectRefused(page, nonce)
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'eth_sendTransaction')
  })

  test('attacker: the dapp\'s page can\'t answer for the window: a forged answer posted into the modal\'s frame, and the approval page opened by the dapp itself, approve nothing', async ({ page, modal }) => {
    const { nonce } = await requestFiveEth(page, modal)
    const popup = await approvalWindow(page, modal)
    // The page forges the window's answer (it can't know the nonce; it tries every shape it can).
    await page.evaluate((origin) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-airlock="iframe"]')!.contentWindow!
      for (const nonce of ['', 'x', '0'.repeat(32)]) frame.postMessage({ type: 'airlock:approval-popup', kind: 'answer', nonce, approved: true }, origin)
    }, modalOrigin)
    // The page opens the modal's approval page itself: it is not its opener's origin, so the page tells it nothing.
    const own = page.context().waitForEvent('page')
    await page.evaluate((url) => void window.open(url, '_blank', 'popup=yes'), `${modalOrigin}/approval-popup.html?projectId=airlock-demo`)
    const forged = await own
    await expect(forged.getByTestId('airlock-approval-window-status')).toHaveText('Loading the approval…')
    await expect(forged.getByTestId('airlock-approval-window')).toHaveCount(0)
    await forged.close()
    await expectRefused(page, nonce)
    await expect(popup.getByTestId('airlock-approval-window-title')).toHaveText('Send transaction')
    await popup.close()
    await expectRefused(page, nonce)
  })
})

test.describe('clickjacking without IntersectionObserver v2 and with the approval window blocked: the confirm-step fallback (issue 11 #4, issue 37 #3)', () => {
  test.beforeEach(async ({ page }) => {
    await withoutIov2(page)
    // The browser refuses every popup of the modal's frame (a popup blocker).
    await page.addInitScript((origin) => {
      if (location.origin === origin) window.open = () => null
    }, modalOrigin)
  })

  test('double-click decoy, then a third press 600 ms later at the same spot: Approve only opens the confirm step, the third press cancels it', async ({ page, modal }) => {
    const { nonce, approve } = await requestFiveEth(page, modal)
    await layDecoy(page, approve)
    // Until the page has drawn the click-through iframe, a press would still be routed to it.
    await page.waitForTimeout(1000)
    const at = center(approve)
    await page.mouse.click(at.x, at.y)
    await expect(page.locator('#decoy')).toHaveCount(0)
    await page.waitForTimeout(150)
    await pressAgain(page, 2)
    await expect(modal.getByTestId('airlock-approve-confirm-step')).toBeVisible()
    await page.waitForTimeout(600)
    // Where the decoy keeps the pointer (Approve's centre) lies no cell of the confirm step, so no
    // press there can be Confirm, wherever the random pick put it (a cell there was Confirm 1 in 3).
    const frame = page.frames().find((f) => f.url().startsWith(modalOrigin))!
    const underPointer = await frame.evaluate(({ x, y }) => {
      const el = document.elementFromPoint(x, y)
      const step = document.querySelector('[data-testid="airlock-approve-confirm-step"]')!
      return el && step.contains(el) && el !== step ? (el.getAttribute('data-testid') ?? `empty ${el.tagName.toLowerCase()} cell`) : 'no cell'
    }, at)
    expect(underPointer).toBe('no cell')
    await pressAgain(page, 3)
    await expect(modal.getByTestId('airlock-approve-confirm-step')).toHaveCount(0)
    await expectRefused(page, nonce)
    // A press anywhere else in the modal during the confirm step ends it too.
    await modal.getByTestId('airlock-approve-confirm').click()
    await expect(modal.getByTestId('airlock-approve-confirm-final')).toBeVisible()
    await modal.getByTestId('airlock-approve-title').click()
    await expect(modal.getByTestId('airlock-approve-confirm-step')).toHaveCount(0)
    await expectRefused(page, nonce)
  })

  test('the confirm step says in one sentence why it asks, and keeps the approval order: the way back first, Confirm after it (issue 35 #9)', async ({ page, modal }) => {
    const { nonce } = await requestFiveEth(page, modal)
    const box = async (id: string) => (await modal.getByTestId(id).boundingBox())!
    const [reject, approve] = [await box('airlock-approve-reject'), await box('airlock-approve-confirm')]
    expect(reject.x + reject.width).toBeLessThanOrEqual(approve.x)
    await modal.getByTestId('airlock-approve-confirm').click()
    await expect(modal.getByTestId('airlock-approve-confirm-final')).toBeVisible()
    await expect(
      modal.getByText("The browser blocked Airlock's approval window, so approve here: press Confirm once more. Confirm's place is random; allow pop-ups for this site to approve in a window instead."),
    ).toBeVisible()
    const [cancel, confirm] = [await box('airlock-approve-confirm-cancel'), await box('airlock-approve-confirm-final')]
    // Cancel comes first in reading order (above Confirm, or left of it in the same row) and is
    // never right of it; Reject is still left of both, as on the first step.
    expect(cancel.y + cancel.height <= confirm.y + 1 || (Math.abs(cancel.y - confirm.y) < 2 && cancel.x + cancel.width <= confirm.x + 1)).toBe(true)
    expect(cancel.x).toBeLessThanOrEqual(confirm.x + 1)
    expect(reject.x + reject.width).toBeLessThanOrEqual(Math.min(cancel.x, confirm.x))
    await modal.getByTestId('airlock-approve-confirm-cancel').click()
    await expect(modal.getByTestId('airlock-approve-confirm-step')).toHaveCount(0)
    await expectRefused(page, nonce)
  })

  test('Approve, then Confirm where it appears after 500 ms, sends the transaction', async ({ page, modal }) => {
    const { nonce } = await requestFiveEth(page, modal)
    await modal.getByTestId('airlock-approve-confirm').click()
    await expect(modal.getByTestId('airlock-approve-confirm-step')).toBeVisible()
    expect(await walletCalls(page)).not.toContain('eth_sendTransaction')
    const before = await chain1.getBalance({ address: DEAD })
    await modal.getByTestId('airlock-approve-confirm-final').click()
    await expect.poll(() => sent(page).then((s) => s.state)).toBe('ok')
    const receipt = await chain1.waitForTransactionReceipt({ hash: ((await sent(page)) as { hash: Hex }).hash })
    expect(receipt.status).toBe('success')
    expect(await chain1.getTransactionCount({ address: TEST_WALLET.address })).toBe(nonce + 1)
    expect((await chain1.getBalance({ address: DEAD })) - before).toBe(FIVE_ETH)
  })

  test('Send\'s review: Send only opens the confirm step, Cancel ends it, Confirm sends (issue 35 #2)', async ({ page, modal }) => {
    const { nonce } = await reviewHalfEth(page, modal)
    await modal.getByTestId('airlock-send-confirm').click()
    await expect(modal.getByTestId('airlock-approve-confirm-step')).toBeVisible()
    await expectSendRefused(page, modal, nonce)
    await modal.getByTestId('airlock-approve-confirm-cancel').click()
    await expect(modal.getByTestId('airlock-approve-confirm-step')).toHaveCount(0)
    await expectSendRefused(page, modal, nonce)
    const before = await chain1.getBalance({ address: DEAD })
    await modal.getByTestId('airlock-send-confirm').click()
    await modal.getByTestId('airlock-approve-confirm-final').click()
    await expect(modal.getByTestId('airlock-toast')).toContainText('Transaction started')
    await expect.poll(() => chain1.getBalance({ address: DEAD })).toBe(before + HALF_ETH)
  })
})

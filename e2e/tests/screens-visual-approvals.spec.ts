import { callFromPage, connectedDapp, dappRequests, headlineApprovals } from '../fixtures/approvalRequests'
import { expectNoA11yViolations } from '../fixtures/axe'
import { checkScreen } from '../fixtures/screenCheck'
import { expect, test, urls } from '../fixtures/test'

// The approvals that state their action at the top (issue 35 #2) at a small phone's 360 px in
// both themes: a token send, a swap, an unlimited approve, a name registration message and
// typed data, plus what browsers without IntersectionObserver v2 show: the approval window
// (issue 37 #3) and, where it is blocked, the confirm step (issue 35 #9).
// Each is a screenshot (e2e/screenshots/screen-*.png) and a failing check for a sideways
// overflow, a toast over a control or an axe violation.

const modalOrigin = new URL(urls.modal).origin
for (const theme of ['dark', 'light'] as const) {
  test.describe(`360 px ${theme}`, () => {
    test.use({ viewport: { width: 360, height: 780 } })
    const shot = (name: string) => `screen-${name}-${theme}-360`

    test(`approvals that name what happens look finished at 360 px (${theme})`, async ({ page, modal }) => {
      await connectedDapp(page, modal, `approvals-${theme}`, `{ themeMode: '${theme}' }`)
      const requests = headlineApprovals()
      for (const [name, request, action] of requests) {
        const answer = callFromPage(page, request)
        await expect(modal.getByTestId('airlock-approve-action')).toHaveText(action)
        // Approve arms only once the whole approval was fully visible: it fits the small screen.
        await expect(modal.getByTestId('airlock-approve-confirm')).toBeEnabled()
        await checkScreen(page, modal, 'airlock-approve', shot(name))
        await modal.getByTestId('airlock-approve-reject').click()
        expect(await answer).toMatchObject({ code: 4001 })
      }
    })

    test(`without IntersectionObserver v2, the approval window looks finished, in the modal's theme, and works from the keyboard (${theme})`, async ({ page, modal }) => {
      await page.addInitScript((origin) => {
        if (location.origin === origin) delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
      }, modalOrigin)
      await connectedDapp(page, modal, `approvals-window-${theme}`, `{ themeMode: '${theme}' }`)
      const answer = callFromPage(page, { method: 'eth_sendTransaction', params: [dappRequests.tokenSend()] })
      await expect(modal.getByTestId('airlock-approve-confirm')).toBeEnabled()
      const opened = page.context().waitForEvent('page')
      await modal.getByTestId('airlock-approve-confirm').click()
      const popup = await opened
      await popup.setViewportSize({ width: 480, height: 680 })
      await expect(popup.getByTestId('airlock-approval-window-title')).toHaveText('Send transaction')
      await expect(popup.getByTestId('airlock-approval-window')).toContainText(/Send 5 AUSD to /)
      expect(await popup.evaluate(() => document.documentElement.dataset.theme)).toBe(theme)
      await expect(popup.getByTestId('airlock-approval-window-approve')).toBeEnabled()
      await popup.screenshot({ path: `e2e/screenshots/${shot('Approve-window')}.png` })
      await expectNoA11yViolations(popup, shot('Approve-window'))
      // Focus starts on Cancel (the safe button); Enter there closes the window and approves nothing.
      await expect(popup.getByTestId('airlock-approval-window-cancel')).toBeFocused()
      // Enter activates the button at keydown, so the window may close before the key is up.
      const closed = popup.waitForEvent('close')
      await popup.keyboard.press('Enter').catch((error: Error) => {
        if (!popup.isClosed()) throw error
      })
      await closed
      await modal.getByTestId('airlock-approve-reject').click()
      expect(await answer).toMatchObject({ code: 4001 })
    })

    test(`the confirm step without IntersectionObserver v2, the approval window blocked, looks finished at 360 px (${theme})`, async ({ page, modal }) => {
      await page.addInitScript((origin) => {
        if (location.origin !== origin) return
        delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible
        window.open = () => null
      }, modalOrigin)
      await connectedDapp(page, modal, `approvals-fallback-${theme}`, `{ themeMode: '${theme}' }`)
      const answer = callFromPage(page, { method: 'eth_sendTransaction', params: [dappRequests.tokenSend()] })
      await modal.getByTestId('airlock-approve-confirm').click()
      await expect(modal.getByTestId('airlock-approve-confirm-final')).toBeVisible()
      // The taller confirm step still fits: its buttons are on screen.
      const confirm = (await modal.getByTestId('airlock-approve-confirm-final').boundingBox())!
      expect(confirm.y + confirm.height).toBeLessThanOrEqual(780)
      await checkScreen(page, modal, 'airlock-approve-confirm-step', shot('Approve-confirm-step'))
      // Cancel ends the confirm step (a press elsewhere only ends it too); then Reject answers the dapp.
      await modal.getByTestId('airlock-approve-confirm-cancel').click()
      await expect(modal.getByTestId('airlock-approve-confirm-step')).toHaveCount(0)
      await modal.getByTestId('airlock-approve-reject').click()
      expect(await answer).toMatchObject({ code: 4001 })
    })
  })
}

import { expect, expectModalOpenInside, expectModalShown, openDemo, test } from '../fixtures/test'

test('a newcomer opens the demo, clicks Connect, sees the Connect view, and Escape closes it', async ({ page, modal }) => {
  await openDemo(page)
  const connect = page.getByTestId('demo-connect')
  await connect.click()
  await expectModalShown(page, true)
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await expect(modal.getByTestId('airlock-header-title')).toHaveText('Connect Wallet')
  await expectModalOpenInside(modal)
  await page.keyboard.press('Escape')
  await expectModalShown(page, false)
  await expect(connect).toBeFocused()
})

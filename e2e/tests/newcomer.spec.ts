import { expect, openDemo, test } from '../fixtures/test'

test('a newcomer opens the demo, clicks Connect, sees the Connect view, and Escape closes it', async ({ page, modal }) => {
  await openDemo(page)
  const connect = page.getByTestId('demo-connect')
  await connect.click()
  const dialog = page.locator('dialog[data-airlock="dialog"]')
  await expect(dialog).toBeVisible()
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
  await expect(modal.getByTestId('airlock-header-title')).toHaveText('Connect Wallet')
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  await expect(connect).toBeFocused()
})

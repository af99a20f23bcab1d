import type { Page } from '@playwright/test'
import { expect, openDemo, test, urls } from '../fixtures/test'

/** Every script of the modal's origin that carries WalletConnect's provider, as it is fetched. */
function watchWalletConnectCode(page: Page): string[] {
  const loaded: string[] = []
  const modalOrigin = new URL(urls.modal).origin
  page.on('response', async (response) => {
    const url = response.url()
    if (!url.startsWith(modalOrigin) || !/\.js(\?|$)/.test(url)) return
    // The provider's session proposal method names it, whatever the chunk is called.
    if ((await response.text().catch(() => '')).includes('wc_sessionPropose')) loaded.push(url)
  })
  return loaded
}

test("WalletConnect's code stays out of a modal that is never opened, and loads on intent", async ({ page, modal }) => {
  const loaded = watchWalletConnectCode(page)
  await openDemo(page)
  // The modal used to load it when the browser was idle (at the latest 1 s after the handshake).
  await page.waitForTimeout(2_500)
  expect(loaded).toEqual([])

  await page.getByTestId('demo-connect').click()
  await modal.getByTestId('airlock-connector-walletConnect').hover()
  await expect.poll(() => loaded.length).toBeGreaterThan(0)
  await modal.getByTestId('airlock-connector-walletConnect').click()
  await expect(modal.getByTestId('airlock-wc-qr')).toBeVisible()
})

import type { Page } from '@playwright/test'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { connectFromDemo } from '../fixtures/injectedFlows'
import { checkScreen } from '../fixtures/screenCheck'
import { expect, expectModalOpenInside, openDemo, test } from '../fixtures/test'
import { installTestWallet } from '../fixtures/testWallet'

// The wallet feature views the first screens spec predates (Swap, OnRamp, Send and its preview,
// Receive), at a desktop and a phone width in both themes: a screenshot of each for review
// (e2e/screenshots/screen-*.png) and a failing check for a sideways overflow, a toast over a
// control or an axe violation. The context carries the size (see modal-bottom-clicks.spec.ts).

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((mode) => localStorage.setItem('airlock-demo-theme', mode), theme)
}

for (const theme of ['dark', 'light'] as const) {
  for (const width of [1280, 390] as const) {
    test.describe(`${width} px ${theme}`, () => {
      test.use({ viewport: { width, height: width > 500 ? 800 : 844 } })
      const shot = (name: string) => `screen-${name}-${theme}-${width}`

      test(`wallet feature views look finished at ${width} px (${theme})`, async ({ page, modal }) => {
        await setTheme(page, theme)
        await installTestWallet(page)
        await openDemo(page)
        await connectFromDemo(page, modal)
        await page.getByTestId('demo-connect').click()
        // The closed modal keeps Account rendered (transparent and inert), so its test id alone
        // doesn't say the open took: wait for the opened modal taking input, as a person would.
        await expectModalOpenInside(modal)
        await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()

        await modal.getByTestId('airlock-feature-swaps').click()
        await expect(modal.getByTestId('airlock-swap-to-token')).toBeVisible()
        // Balances with thousands separators, as on Account (the test wallet holds thousands of ETH).
        await expect(modal.getByTestId('airlock-swap-from-balance')).toHaveText(/\d,\d{3}\.\d+ ETH/)
        await checkScreen(page, modal, 'airlock-view-Swap', shot('Swap'))
        await modal.getByTestId('airlock-back').click()

        await modal.getByTestId('airlock-feature-onramp').click()
        await expect(modal.getByTestId('airlock-onramp-providers')).toBeVisible()
        await checkScreen(page, modal, 'airlock-view-OnRamp', shot('OnRamp'))
        await modal.getByTestId('airlock-back').click()

        await modal.getByTestId('airlock-feature-receive').click()
        // No profile image: the QR code's centre shows the active network's mark.
        await expect(modal.getByTestId('airlock-receive-qr').locator('img')).toHaveAttribute('src', /\/public\/getAssetImage\/airlock-network-ethereum\?/)
        await checkScreen(page, modal, 'airlock-view-WalletReceive', shot('WalletReceive'))
        await modal.getByTestId('airlock-back').click()

        await modal.getByTestId('airlock-feature-send').click()
        await expect(modal.getByTestId('airlock-view-WalletSend')).toBeVisible()
        await modal.getByTestId('airlock-send-amount').fill('0.01')
        await modal.getByTestId('airlock-send-receiver').fill(testAccounts[1]!.address)
        await expect(modal.getByTestId('airlock-send-fee')).toContainText('$')
        await checkScreen(page, modal, 'airlock-view-WalletSend', shot('WalletSend'))
        await modal.getByTestId('airlock-send-preview').click()
        await expect(modal.getByTestId('airlock-send-review-amount')).toHaveText('0.01 ETH')
        await checkScreen(page, modal, 'airlock-view-WalletSendPreview', shot('WalletSendPreview'))
      })
    })
  }
}

test.describe('360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } })

  test('Account fits a 360 px phone: Disconnect and the feature row (Send last) keep their labels inside', async ({ page, modal }) => {
    await installTestWallet(page)
    await openDemo(page)
    await connectFromDemo(page, modal)
    await page.getByTestId('demo-connect').click()
    await checkScreen(page, modal, 'airlock-view-Account', 'screen-Account-tokens-360')
    const disconnect = modal.getByTestId('airlock-account-disconnect')
    const box = (await disconnect.boundingBox())!
    expect(box.x + box.width).toBeLessThanOrEqual(360)
    // The feature row keeps Send (its last button) inside the card, label and all.
    const send = modal.getByTestId('airlock-feature-send')
    const sendBox = (await send.boundingBox())!
    const card = (await modal.getByTestId('airlock-modal').boundingBox())!
    expect(sendBox.x + sendBox.width).toBeLessThanOrEqual(card.x + card.width)
    expect(await send.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
    await disconnect.click()
    await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
  })
})

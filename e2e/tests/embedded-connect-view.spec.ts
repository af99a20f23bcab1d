import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

async function openWith(page: import('@playwright/test').Page, options: object) {
  await page.goto(await serveTestPage(page, urls.demo, '__t/embedded-connect.html', hostPage(JSON.stringify(options))))
  await page.locator('#opener').click()
}

test('Connect offers email, then socials, then wallets (§2 default order) once the embedded wallet is there', async ({ page, modal }) => {
  await openWith(page, {})
  await expect(modal.getByTestId('airlock-connect-methods')).toHaveAttribute('data-order', 'email,social,wallet')
  await expect(modal.getByTestId('airlock-email-input')).toBeVisible()
  await expect(modal.getByTestId('airlock-social-google')).toBeVisible()
  await expect(modal.getByTestId('airlock-show-wallets')).toHaveCount(0)
})

test('connectMethodsOrder wins, and emailShowWallets off puts the wallets behind "Continue with a wallet"', async ({ page, modal }) => {
  await openWith(page, { features: { connectMethodsOrder: ['social', 'wallet', 'email'], emailShowWallets: false } })
  await expect(modal.getByTestId('airlock-connect-methods')).toHaveAttribute('data-order', 'social,wallet,email')
  const show = modal.getByTestId('airlock-show-wallets')
  await expect(show).toHaveText('Continue with a wallet')
  await expect(modal.getByTestId('airlock-connector-walletConnect')).toHaveCount(0)
  await show.click()
  await expect(modal.getByTestId('airlock-connector-walletConnect')).toBeVisible()
})

test('collapseWallets collapses too; without email and socials there is no embedded wallet and the wallets show as they are', async ({ page, modal }) => {
  await openWith(page, { features: { collapseWallets: true } })
  await expect(modal.getByTestId('airlock-show-wallets')).toBeVisible()
  await page.goto('about:blank')
  await openWith(page, { features: { email: false, socials: false, collapseWallets: true } })
  await expect(modal.getByTestId('airlock-connect-methods')).toHaveAttribute('data-order', 'wallet')
  await expect(modal.getByTestId('airlock-show-wallets')).toHaveCount(0)
  await expect(modal.getByTestId('airlock-connector-walletConnect')).toBeVisible()
})

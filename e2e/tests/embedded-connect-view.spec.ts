import { expectNoA11yViolations } from '../fixtures/axe'
import { freshEmail, mailedCode, passRecoveryStep } from '../fixtures/embeddedFlows'
import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

// Chromium logs the auth service's contract answer to a wrong code (400) as a console error.
test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of 400 .*\/v1\/auth\/email\/verify\?/] })

async function openWith(page: import('@playwright/test').Page, options: object) {
  await page.goto(await serveTestPage(page, urls.demo, '__t/embedded-connect.html', hostPage(JSON.stringify(options))))
  await page.locator('#opener').click()
}

test('Connect offers email, then socials, then wallets (default order) once the embedded wallet is there', async ({ page, modal }) => {
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

test('the code view (with a wrong code) and the signed-in Account have no accessibility violations', async ({ page, modal }) => {
  await openWith(page, {})
  const email = freshEmail('a11y')
  const sentAfter = Date.now() - 1
  await modal.getByTestId('airlock-email-input').fill(email)
  await modal.getByTestId('airlock-email-continue').click()
  const code = await mailedCode(email, sentAfter)
  await modal.getByTestId('airlock-email-otp-input').fill(code === '000000' ? '111111' : '000000')
  await expect(modal.getByTestId('airlock-email-code-error')).toBeVisible()
  await page.screenshot({ path: 'e2e/screenshots/EmailVerifyOtp-wrong-code-dark.png' })
  await expectNoA11yViolations(page, 'EmailVerifyOtp')
  await modal.getByTestId('airlock-email-otp-input').fill(code)
  await expect(modal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'show', { timeout: 20_000 })
  await page.waitForTimeout(250)
  await page.screenshot({ path: 'e2e/screenshots/Recovery-show-dark.png' })
  await expectNoA11yViolations(page, 'Recovery-show')
  await passRecoveryStep(modal, email)
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
  await page.waitForTimeout(250)
  await page.screenshot({ path: 'e2e/screenshots/Account-embedded-email-dark.png' })
  await expectNoA11yViolations(page, 'Account (embedded wallet)')
})

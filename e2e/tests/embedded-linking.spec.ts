import type { BrowserContext, FrameLocator, Page } from '@playwright/test'
import { approveFarcasterChannel, farcasterThrowawayUser } from '../../services/auth'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expireMailedCode, freshEmail, mailedCode, passRecoveryStep, signInInNewBrowser, signInWithEmail } from '../fixtures/embeddedFlows'
import { expect, expectModalOpenInside, openDemo, test } from '../fixtures/test'

// Linked sign-in methods (issue 38 #4): one wallet, several ways in, against the real local auth
// service, OpenID Connect provider and mailbox. The recovery codes are kept by user (the Google
// user's code opens its wallet whichever linked method signed in).

// The service's refusal of an unlink is an HTTP 409 the browser logs; the test expects it.
test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of 409 .*\/v1\/auth\/methods\/unlink\?/] })

/** Connect → Google → alice on the local provider's page → Account (after the recovery step). */
async function signInWithGoogle(page: Page, context: BrowserContext, modal: FrameLocator): Promise<string> {
  await page.getByTestId('demo-connect').click()
  await expectModalOpenInside(modal)
  const opened = context.waitForEvent('page')
  await modal.getByTestId('airlock-social-google').click()
  await (await opened).getByTestId('airlock-oidc-user-alice').click()
  await passRecoveryStep(modal, 'google:alice')
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  return (await page.getByTestId('demo-address').textContent())!.trim()
}

test('an email linked to a Google user opens the same wallet: a new browser signs in with the email and gets the same address', async ({ page, context, modal, browser }) => {
  // Two browsers, three sign-ins (Google, the email's link, the email in the new browser).
  test.slow()
  await openDemo(page)
  const address = await signInWithGoogle(page, context, modal)

  await modal.getByTestId('airlock-linking-toggle').click()
  await expect(modal.getByTestId('airlock-linking-toggle')).toHaveAttribute('aria-expanded', 'true')
  const google = modal.locator('[data-testid="airlock-linking-method"][data-method="google:alice"]')
  await expect(google).toContainText('Google · alice@example.test')
  await expect(google).toContainText('Signed in with this')

  const email = freshEmail('linked')
  const sentAfter = Date.now() - 1
  await modal.getByTestId('airlock-linking-email-input').fill(email)
  await modal.getByTestId('airlock-linking-email-submit').click()
  await expect(modal.getByTestId('airlock-linking-code')).toContainText(`We sent a 6-digit code to ${email}.`)
  await modal.getByTestId('airlock-linking-otp-input').fill(await mailedCode(email, sentAfter))
  await expect(modal.locator(`[data-testid="airlock-linking-method"][data-method="email:${email}"]`)).toContainText(`Email · ${email}`)
  await expect(modal.getByTestId('airlock-linking-notice')).toHaveText(`Email · ${email} is linked. Signing in with it opens this wallet.`)
  await expect(google).toBeVisible()
  await expectNoA11yViolations(page, 'SignInMethods-linked')

  // Another browser, signing in with the email alone: the Google user's wallet, by its recovery code.
  expireMailedCode(email, { sentSecondsAgo: 31 })
  expect(await signInInNewBrowser(browser, email, 'google:alice')).toEqual({ recovery: 'entered', address })
})

test('the only sign-in method can not be unlinked, and the visitor reads why', async ({ page, modal }) => {
  await openDemo(page)
  const email = freshEmail('only-method')
  await signInWithEmail(page, modal, email)
  await modal.getByTestId('airlock-linking-toggle').click()
  const only = modal.locator(`[data-testid="airlock-linking-method"][data-method="email:${email}"]`)
  await expect(only).toContainText(`Email · ${email}`)
  await only.getByTestId('airlock-linking-unlink').click()
  await expect(modal.getByTestId('airlock-linking-error')).toHaveText('This is your only sign-in method. Link another one before you unlink it.')
  await expect(only).toBeVisible()
  await expectNoA11yViolations(page, 'SignInMethods-last')
})

test('a Farcaster account linked to an email wallet opens that wallet: a new browser signs in with Farcaster and gets the same address', async ({ page, modal, browser }) => {
  test.slow()
  await openDemo(page)
  const email = freshEmail('farcaster-link')
  const address = await signInWithEmail(page, modal, email)
  // A Farcaster account no other test or earlier run used (the stack's database outlives a run).
  const user = farcasterThrowawayUser(900_000 + Math.floor(Math.random() * 100_000))

  await modal.getByTestId('airlock-linking-toggle').click()
  await modal.getByTestId('airlock-linking-farcaster').click()
  const qr = modal.getByTestId('airlock-linking-farcaster-qr')
  await expect(qr).toHaveAttribute('data-uri', /channelToken=/)
  const url = (await qr.getAttribute('data-uri'))!
  await expect(modal.getByTestId('airlock-linking-farcaster-url')).toHaveAttribute('data-url', url)
  await expectNoA11yViolations(page, 'SignInMethods-farcaster-channel')
  expect((await approveFarcasterChannel(url, { user })).status).toBe(204)
  // Named as the visitor knows the account: its Farcaster username.
  await expect(modal.locator(`[data-testid="airlock-linking-method"][data-method="farcaster:${user.fid}"] .airlock-linking-name`)).toHaveText(`Farcaster · ${user.username}`, { timeout: 20_000 })
  await expect(modal.getByTestId('airlock-linking-notice')).toHaveText('Farcaster is linked. Signing in with it opens this wallet.')
  await expect(modal.getByTestId('airlock-linking-farcaster-channel')).toHaveCount(0)

  // Another browser, signing in with Farcaster alone: the email's wallet, by its recovery code.
  const other = await browser.newContext()
  try {
    const fresh = await other.newPage()
    await openDemo(fresh)
    const freshModal = fresh.frameLocator('iframe[data-airlock="iframe"]')
    await fresh.getByTestId('demo-connect').click()
    await expectModalOpenInside(freshModal)
    await freshModal.getByTestId('airlock-social-farcaster').click()
    const freshQr = freshModal.getByTestId('airlock-farcaster-qr')
    await expect(freshQr).toHaveAttribute('data-uri', /channelToken=/)
    expect((await approveFarcasterChannel((await freshQr.getAttribute('data-uri'))!, { user })).status).toBe(204)
    expect(await passRecoveryStep(freshModal, email)).toBe('entered')
    await expect(freshModal.getByTestId('airlock-view-Account')).toBeVisible({ timeout: 20_000 })
    await expect(fresh.getByTestId('demo-address')).toHaveText(address)
  } finally {
    await other.close()
  }
})

import type { FrameLocator, Page } from '@playwright/test'
import { recoverMessageAddress, type Hex } from 'viem'
import { SIGN_MESSAGE } from '../../demo/ui/bindActions'
import { expectNoA11yViolationsInBothThemes } from '../fixtures/axe'
import { expireMailedCode, freshEmail, mailedCode, passRecoveryStep, signInInNewBrowser } from '../fixtures/embeddedFlows'
import { forgetSocialAccount, socialSignInInNewBrowser } from '../fixtures/socialFlows'
import { expect, expectModalOpenInside, openDemo, test } from '../fixtures/test'

// Guest wallets (issue 38 #6): "Continue as guest" makes an embedded wallet without a sign-in,
// kept in the modal origin's storage on this device only (the demo turns features.guestWallets
// on); "Secure this wallet" seals the same key under a sign-in method (an email code or a social
// popup of the local OpenID Connect provider), so another browser opens it.

/** The demo's "Sign message" through the modal's approval: the signature, checked in Node with viem. */
async function signedBy(page: Page, modal: FrameLocator): Promise<string> {
  await page.getByTestId('demo-sign').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'personal_sign')
  await modal.getByTestId('airlock-approve-confirm').click()
  const result = page.getByTestId('demo-sign-result')
  await expect(result).toHaveAttribute('data-state', 'ok')
  return recoverMessageAddress({ message: SIGN_MESSAGE, signature: (await result.textContent())!.trim() as Hex })
}

test('continue as guest: a wallet without a sign-in signs, survives a reload, and once secured with an email opens in a fresh browser at the same address', async ({ page, modal, browser }) => {
  // Two browsers, a reload, an email code and a recovery code.
  test.slow()
  await openDemo(page)
  await page.getByTestId('demo-connect').click()
  await expectModalOpenInside(modal)
  const entry = modal.getByTestId('airlock-guest-entry')
  // Under the email and social sign-ins.
  await expect(modal.getByTestId('airlock-method-social').getByTestId('airlock-guest-entry')).toBeVisible()
  await expect(entry.getByTestId('airlock-guest-continue')).toHaveText('Continue as guest')
  await expect(entry.getByTestId('airlock-guest-entry-hint')).toHaveText('No sign-in: a wallet kept only in this browser on this device.')
  await expectNoA11yViolationsInBothThemes(page, modal, 'Connect-guest')

  await entry.getByTestId('airlock-guest-continue').click()
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible({ timeout: 20_000 })
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  const address = (await page.getByTestId('demo-address').textContent())!.trim()
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  const notice = modal.getByTestId('airlock-guest-notice')
  await expect(notice.getByTestId('airlock-guest-notice-body')).toHaveText('This wallet lives only in this browser on this device. If its data is cleared or the device is lost, the wallet and its funds are gone.')
  // A guest has no sign-in to show, export with, or link to: only "Secure this wallet".
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveCount(0)
  await expect(modal.getByTestId('airlock-account-export')).toHaveCount(0)
  await expectNoA11yViolationsInBothThemes(page, modal, 'Account-guest')

  await modal.getByTestId('airlock-close').click()
  expect(await signedBy(page, modal)).toBe(address)

  // A reload reopens the same guest wallet from this device's storage.
  await page.reload()
  await openDemo(page)
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected', { timeout: 20_000 })
  await expect(page.getByTestId('demo-address')).toHaveText(address)

  // Secure it with an email: the code from the mailbox, then the recovery code shown and confirmed.
  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await modal.getByTestId('airlock-guest-secure').click()
  await expect(modal.getByTestId('airlock-guest-secure')).toHaveAttribute('aria-expanded', 'true')
  await expectNoA11yViolationsInBothThemes(page, modal, 'Account-guest-secure')
  const email = freshEmail('guest')
  const sentAfter = Date.now() - 1
  await modal.getByTestId('airlock-guest-email-input').fill(email)
  await modal.getByTestId('airlock-guest-email-submit').click()
  await expect(modal.getByTestId('airlock-guest-code')).toContainText(`We sent a 6-digit code to ${email}.`)
  await modal.getByTestId('airlock-guest-otp-input').fill(await mailedCode(email, sentAfter))
  await expect(modal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'show', { timeout: 20_000 })
  expect(await passRecoveryStep(modal, email)).toBe('shown')
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
  await expect(modal.getByTestId('airlock-guest-notice')).toHaveCount(0)
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await modal.getByTestId('airlock-close').click()
  expect(await signedBy(page, modal)).toBe(address)

  // A fresh browser signs in with that email alone (and the recovery code): the same address.
  expireMailedCode(email, { sentSecondsAgo: 31 })
  expect(await signInInNewBrowser(browser, email)).toEqual({ recovery: 'entered', address })
})

test('securing a guest wallet with an email that already opens a wallet is refused: nothing merges, the guest wallet stays', async ({ page, modal, browser }) => {
  // The email's own wallet, made in another browser first.
  const email = freshEmail('taken')
  const { address: theirs } = await signInInNewBrowser(browser, email)
  expireMailedCode(email, { sentSecondsAgo: 31 })

  const guest = await continueAsGuest(page, modal)
  expect(guest).not.toBe(theirs)

  await modal.getByTestId('airlock-guest-secure').click()
  const sentAfter = Date.now() - 1
  await modal.getByTestId('airlock-guest-email-input').fill(email)
  await modal.getByTestId('airlock-guest-email-submit').click()
  await modal.getByTestId('airlock-guest-otp-input').fill(await mailedCode(email, sentAfter))
  await expect(modal.getByTestId('airlock-guest-error')).toHaveText('This sign-in method already opens another wallet. Nothing was changed: this wallet is still kept only on this device.', { timeout: 20_000 })
  // No recovery step was shown, the guest wallet is still the one connected.
  await expect(modal.getByTestId('airlock-recovery')).toHaveCount(0)
  await expect(modal.getByTestId('airlock-guest-notice')).toBeVisible()
  await expect(page.getByTestId('demo-address')).toHaveText(guest)
  await expectNoA11yViolationsInBothThemes(page, modal, 'Account-guest-taken')
  // The email still opens its own wallet.
  expireMailedCode(email, { sentSecondsAgo: 31 })
  expect((await signInInNewBrowser(browser, email)).address).toBe(theirs)
})

/** Demo → Connect → Continue as guest; returns the guest address the dapp sees, Account open. */
async function continueAsGuest(page: Page, modal: FrameLocator): Promise<string> {
  await openDemo(page)
  await page.getByTestId('demo-connect').click()
  await expectModalOpenInside(modal)
  await modal.getByTestId('airlock-guest-continue').click()
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible({ timeout: 20_000 })
  return (await page.getByTestId('demo-address').textContent())!.trim()
}

/** Account's "Secure this wallet" → the provider's button; the local provider's popup signs in as `user`. */
async function secureWithSocial(page: Page, modal: FrameLocator, provider: string, user: string) {
  await modal.getByTestId('airlock-guest-secure').click()
  const opened = page.context().waitForEvent('page')
  await modal.getByTestId(`airlock-guest-social-${provider}`).click()
  const popup = await opened
  // The popup is the modal's: it starts on the auth service, never on the host page's origin.
  expect(new URL(popup.url()).origin).not.toBe(new URL(page.url()).origin)
  await popup.getByTestId(`airlock-oidc-user-${user}`).click()
}

test('a guest wallet secured with a social sign-in keeps its address, and a fresh browser signing in with that account opens it', async ({ page, modal, browser }) => {
  // Two browsers, a popup and a recovery code. apple:bob is this test's own account (no other spec
  // signs in with it), new to Airlock at the start, as a previous run left it holding this wallet.
  test.slow()
  forgetSocialAccount('apple:bob')
  const address = await continueAsGuest(page, modal)
  await secureWithSocial(page, modal, 'apple', 'bob')
  await expect(modal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'show', { timeout: 20_000 })
  expect(await passRecoveryStep(modal, 'apple:bob')).toBe('shown')
  await expect(modal.getByTestId('airlock-account-signed-in')).toBeVisible({ timeout: 20_000 })
  await expect(modal.getByTestId('airlock-guest-notice')).toHaveCount(0)
  await expect(page.getByTestId('demo-address')).toHaveText(address)
  await modal.getByTestId('airlock-close').click()
  expect(await signedBy(page, modal)).toBe(address)

  // A fresh browser signs in with the same social account (and the recovery code): the same address.
  expect(await socialSignInInNewBrowser(browser, 'apple', 'bob')).toEqual({ recovery: 'entered', address })
})

test('securing a guest wallet with a social account that already opens a wallet is refused: nothing merges, the guest wallet stays', async ({ page, modal, browser }) => {
  // facebook:alice's own wallet, made in another browser first (this test's own account).
  const { address: theirs } = await socialSignInInNewBrowser(browser, 'facebook', 'alice')
  const guest = await continueAsGuest(page, modal)
  expect(guest).not.toBe(theirs)

  await secureWithSocial(page, modal, 'facebook', 'alice')
  await expect(modal.getByTestId('airlock-guest-error')).toHaveText('This sign-in method already opens another wallet. Nothing was changed: this wallet is still kept only on this device.', { timeout: 20_000 })
  // No recovery step was shown, the guest wallet is still the one connected and still signs.
  await expect(modal.getByTestId('airlock-recovery')).toHaveCount(0)
  await expect(modal.getByTestId('airlock-guest-notice')).toBeVisible()
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveCount(0)
  await expect(page.getByTestId('demo-address')).toHaveText(guest)
  await modal.getByTestId('airlock-close').click()
  expect(await signedBy(page, modal)).toBe(guest)
  // The social account still opens its own wallet.
  expect((await socialSignInInNewBrowser(browser, 'facebook', 'alice')).address).toBe(theirs)
})

import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { FrameLocator, Page } from '@playwright/test'
import { portOffset } from '../../config/urls'
import { stackStateDir } from '../../services/internal/paths'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expireMailedCode, freshEmail, mailedCode } from '../fixtures/embeddedFlows'
import { expect, expectModalOpenInside, openDemo, test } from '../fixtures/test'

// Custody (issue 33): the recovery share is sealed in the modal under a recovery code only the
// visitor holds. These tests act as the visitor and as whoever reads the service's database.

test.use({ allowedConsoleErrors: [/^console\.error: Failed to load resource: the server responded with a status of 429 .*\/v1\/auth\/email\/start\?/] })

/** What the auth service holds for a user, read straight from the test stack's database. */
function serviceRows(email: string) {
  const db = new Database(join(stackStateDir('test', portOffset()), 'auth.sqlite'), { readonly: true })
  try {
    const id = `email:${email.toLowerCase()}`
    return {
      auth: db.prepare('SELECT address, share FROM auth_shares WHERE user_id = ?').get(id) as { address: string; share: string } | undefined,
      sealed: db.prepare('SELECT sealed FROM sealed_recovery_shares WHERE user_id = ?').get(id) as { sealed: string } | undefined,
      plain: db.prepare('SELECT share FROM recovery_shares WHERE user_id = ?').get(id),
    }
  } finally {
    db.close()
  }
}

/** Connect → the email → the mailed code: the sign-in reaches its recovery step (or Account). */
async function signInUpToRecovery(page: Page, modal: FrameLocator, email: string) {
  const sentAfter = Date.now() - 1
  await page.getByTestId('demo-connect').click()
  await expectModalOpenInside(modal)
  await modal.getByTestId('airlock-email-input').fill(email)
  await modal.getByTestId('airlock-email-continue').click()
  await modal.getByTestId('airlock-email-otp-input').fill(await mailedCode(email, sentAfter))
}

test('first sign-in shows the recovery code once and uploads nothing until it is confirmed; a new browser needs the code, refuses a wrong one, and ends on the same address', async ({ page, modal, browser }) => {
  await openDemo(page)
  const email = freshEmail('recovery')
  await signInUpToRecovery(page, modal, email)
  const step = modal.getByTestId('airlock-recovery')
  await expect(step).toHaveAttribute('data-mode', 'show', { timeout: 20_000 })
  const code = (await modal.getByTestId('airlock-recovery-code').textContent())!.trim()
  expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{5}(-[0-9A-HJKMNP-TV-Z]{5}){4}$/)
  await expect(modal.getByTestId('airlock-recovery-copy')).toBeVisible()
  await expect(modal.getByTestId('airlock-recovery-not-persistent')).toHaveCount(0)
  // The key exists in the modal, but the service holds nothing of it yet.
  expect(serviceRows(email)).toEqual({ auth: undefined, sealed: undefined, plain: undefined })
  await page.waitForTimeout(250)
  await expectNoA11yViolations(page, 'Recovery-show')

  // A wrong last group is refused on the view; the right one connects.
  await modal.getByTestId('airlock-recovery-confirm-input').fill(code.slice(-5) === 'AAAAA' ? 'BBBBB' : 'AAAAA')
  await modal.getByTestId('airlock-recovery-confirm').click()
  await expect(modal.getByTestId('airlock-recovery-confirm-error')).toBeVisible()
  await modal.getByTestId('airlock-recovery-confirm-input').fill(code.slice(-5).toLowerCase())
  await modal.getByTestId('airlock-recovery-confirm').press('Enter')
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
  const address = (await page.getByTestId('demo-address').textContent())!.trim()

  // What the service holds now: the auth share and a sealed blob; no plain share, no code.
  const rows = serviceRows(email)
  expect(rows.auth?.address.toLowerCase()).toBe(address.toLowerCase())
  expect(Buffer.from(rows.sealed!.sealed, 'base64')).toHaveLength(78)
  expect(rows.plain).toBeUndefined()
  expect(JSON.stringify(rows)).not.toContain(code.replace(/-/g, ''))

  // A new browser: the session alone opens nothing; the recovery code is asked for.
  expireMailedCode(email, { sentSecondsAgo: 31 })
  const other = await browser.newContext()
  try {
    const fresh = await other.newPage()
    await openDemo(fresh)
    const freshModal = fresh.frameLocator('iframe[data-airlock="iframe"]')
    await signInUpToRecovery(fresh, freshModal, email)
    await expect(freshModal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'enter', { timeout: 20_000 })
    await fresh.waitForTimeout(250)
    await expectNoA11yViolations(fresh, 'Recovery-enter')
    const wrong = code.startsWith('0') ? `1${code.slice(1)}` : `0${code.slice(1)}`
    await freshModal.getByTestId('airlock-recovery-input').fill(wrong)
    await freshModal.getByTestId('airlock-recovery-submit').click()
    await expect(freshModal.getByTestId('airlock-recovery-error')).toHaveText('This recovery code does not open your wallet. Check it and try again.')
    await expect(freshModal.getByTestId('airlock-recovery-input')).toBeEnabled()
    await expect(fresh.getByTestId('demo-status')).not.toHaveAttribute('data-status', 'connected')
    // Typed the way a person might: lower case, spaces for dashes.
    await freshModal.getByTestId('airlock-recovery-input').fill(code.toLowerCase().replace(/-/g, ' '))
    await freshModal.getByTestId('airlock-recovery-input').press('Enter')
    await expect(freshModal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
    await expect(fresh.getByTestId('demo-address')).toHaveText(address)
  } finally {
    await other.close()
  }
})

test('closing the modal at the recovery code leaves nothing at the service; signing in again shows a new code', async ({ page, modal }) => {
  await openDemo(page)
  const email = freshEmail('recovery-close')
  await signInUpToRecovery(page, modal, email)
  await expect(modal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'show', { timeout: 20_000 })
  const first = (await modal.getByTestId('airlock-recovery-code').textContent())!.trim()
  await modal.getByTestId('airlock-close').click()
  await expect(page.getByTestId('demo-status')).not.toHaveAttribute('data-status', 'connected')
  expect(serviceRows(email)).toEqual({ auth: undefined, sealed: undefined, plain: undefined })

  expireMailedCode(email, { sentSecondsAgo: 31 })
  await signInUpToRecovery(page, modal, email)
  await expect(modal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'show', { timeout: 20_000 })
  await expect(modal.getByTestId('airlock-recovery-code')).not.toHaveText(first)
})

test('signing out keeps only the sealed device share: coming back on this browser needs no code', async ({ page, modal }) => {
  await openDemo(page)
  const email = freshEmail('recovery-return')
  await signInUpToRecovery(page, modal, email)
  await expect(modal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'show', { timeout: 20_000 })
  const code = (await modal.getByTestId('airlock-recovery-code').textContent())!.trim()
  await modal.getByTestId('airlock-recovery-confirm-input').fill(code.slice(-5))
  await modal.getByTestId('airlock-recovery-confirm').click()
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
  const address = (await page.getByTestId('demo-address').textContent())!.trim()
  await modal.getByTestId('airlock-account-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
  if ((await modal.locator('.airlock-root').getAttribute('data-open')) === 'true') await modal.getByTestId('airlock-close').click()

  expireMailedCode(email, { sentSecondsAgo: 31 })
  await signInUpToRecovery(page, modal, email)
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
  await expect(modal.getByTestId('airlock-recovery')).toHaveCount(0)
  await expect(page.getByTestId('demo-address')).toHaveText(address)
})

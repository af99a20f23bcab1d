import { join } from 'node:path'
import Database from 'better-sqlite3'
import type { Browser, FrameLocator, Page } from '@playwright/test'
import { recoverMessageAddress, type Hex } from 'viem'
import { portOffset } from '../../config/urls'
import { stackStateDir } from '../../services/internal/paths'
import { expectNoA11yViolations } from '../fixtures/axe'
import { confirmShownRecoveryCode, enterEmailCode, freshEmail, recoveryCodeOf } from '../fixtures/embeddedFlows'
import { expect, expectModalOpenInside, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { addVirtualAuthenticator, type VirtualAuthenticator } from '../fixtures/virtualAuthenticator'

// Issue 38 #1, #2: passkey sign-in (Connect → Passkey) with Chromium's virtual authenticator, and
// the recovery share sealed under the passkey's PRF output, so a new browser needs the passkey alone.

const OPTIONS = JSON.stringify({ features: { socials: ['passkey', 'google'] } })
const MESSAGE = 'Signed with a passkey wallet'

/** What the auth service holds for a passkey user, read from the test stack's database. */
function serviceRows(credentialId: string) {
  const db = new Database(join(stackStateDir('test', portOffset()), 'auth.sqlite'), { readonly: true })
  try {
    const credential = db.prepare('SELECT user_id, counter FROM passkey_credentials WHERE id = ?').get(credentialId) as { user_id: string; counter: number } | undefined
    const sealed = db.prepare('SELECT curve, sealed FROM passkey_sealed_shares WHERE credential_id = ?').all(credentialId) as { curve: string; sealed: string }[]
    const auth = credential && (db.prepare('SELECT address FROM auth_shares WHERE user_id = ?').get(credential.user_id) as { address: string } | undefined)
    return { credential, sealed, auth }
  } finally {
    db.close()
  }
}

async function openConnect(page: Page, modal: FrameLocator) {
  await page.goto(await serveTestPage(page, urls.demo, '__t/embedded-passkey.html', hostPage(OPTIONS)))
  // A new context loads the modal cold: wait for its app before opening it.
  await expect(modal.locator('.airlock-root')).toBeAttached({ timeout: 30_000 })
  await page.locator('#opener').click()
  await expectModalOpenInside(modal)
}

/** Connect → Passkey: with no passkey yet the browser answers "none used"; Create a new passkey makes one. */
async function signUp(page: Page, modal: FrameLocator): Promise<{ address: string; code: string }> {
  await openConnect(page, modal)
  await modal.getByTestId('airlock-social-passkey').click()
  const view = modal.getByTestId('airlock-connecting-passkey')
  await expect(view).toHaveAttribute('data-state', 'rejected')
  await expect(modal.getByTestId('airlock-connecting-error')).toHaveText('No passkey was used: the request was closed or timed out. Try again, or create a new passkey.')
  await modal.getByTestId('airlock-passkey-create').click()
  // A new wallet: its recovery code (the fallback) is shown and confirmed like any other sign-in's.
  const code = await confirmShownRecoveryCode(modal)
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText('Signed in with Passkey', { timeout: 20_000 })
  return { address: await accountOf(page), code }
}

/** The connected account, as the dapp's provider answers it. */
function accountOf(page: Page): Promise<string> {
  return page.evaluate(async () => (await (window as unknown as { call(a: object): Promise<{ result: string[] }> }).call({ method: 'eth_accounts' })).result[0]!)
}

/**
 * A new browser (a new context) holding the same passkey (the credential copied onto its own
 * authenticator): opens Connect there, picks Passkey, and hands the modal to `then`.
 */
async function onNewDevice(browser: Browser, from: VirtualAuthenticator, abilities: { hasPrf: boolean }, then: (page: Page, modal: FrameLocator) => Promise<void>) {
  const other = await browser.newContext()
  // The test page is served by route.fulfill, which Chromium counts as public: its loopback iframe needs this grant (as in fixtures/test.ts).
  await other.grantPermissions(['local-network-access'])
  try {
    const page = await other.newPage()
    const authenticator = await addVirtualAuthenticator(page, abilities)
    for (const credential of await from.credentials()) await authenticator.addCredential(credential)
    const modal = page.frameLocator('iframe[data-airlock="iframe"]')
    await openConnect(page, modal)
    await modal.getByTestId('airlock-social-passkey').click()
    await then(page, modal)
  } finally {
    await other.close()
  }
}

test('sign up with a passkey (PRF): the service keeps the passkey-sealed copy; sign a message; a new browser with a copied credential signs in and recovers', async ({ page, modal, browser }) => {
  const authenticator = await addVirtualAuthenticator(page, { hasPrf: true })
  const { address, code } = await signUp(page, modal)
  const [credential] = await authenticator.credentials()
  expect(credential?.isResidentCredential).toBe(true)
  expect(credential?.rpId).toBe(new URL(urls.modal).hostname)

  // What the service holds: the credential, and the recovery share sealed under the passkey (version 2).
  const rows = serviceRows(Buffer.from(credential!.credentialId, 'base64').toString('base64url'))
  expect(rows.credential?.user_id).toMatch(/^passkey:[A-Za-z0-9_-]{22}$/)
  expect(rows.auth?.address.toLowerCase()).toBe(address.toLowerCase())
  expect(rows.sealed.map((r) => r.curve)).toEqual(['secp256k1'])
  expect(Buffer.from(rows.sealed[0]!.sealed, 'base64')).toHaveLength(78)
  expect(Buffer.from(rows.sealed[0]!.sealed, 'base64')[0]).toBe(2)

  // The dapp asks for a signature: shown in the modal, approved, and it recovers to the passkey wallet.
  await modal.getByTestId('airlock-close').click()
  const hex = `0x${Buffer.from(MESSAGE).toString('hex')}`
  const signing = page.evaluate(([h, a]) => (window as unknown as { call(x: object): Promise<{ result?: string }> }).call({ method: 'personal_sign', params: [h, a] }), [hex, address] as const)
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'personal_sign')
  await modal.getByTestId('airlock-approve-confirm').click()
  const signature = (await signing).result as Hex
  expect(await recoverMessageAddress({ message: MESSAGE, signature })).toBe(address)

  // A new browser with the same passkey. Chromium's DevTools copy of a credential does not carry
  // the authenticator's PRF secret, so the copy's PRF output differs: the passkey copy of the
  // recovery share does not open there, and the recovery code (the fallback) is asked for. The
  // passkey-alone recovery (same authenticator secret) is covered against the real service in
  // noServerCustody.test.ts, passkeySealing.test.ts and runPasskeyCeremony.test.ts.
  await onNewDevice(browser, authenticator, { hasPrf: true }, async (fresh, freshModal) => {
    await expect(freshModal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'enter', { timeout: 20_000 })
    await freshModal.getByTestId('airlock-recovery-input').fill(code)
    await freshModal.getByTestId('airlock-recovery-submit').click()
    await expect(freshModal.getByTestId('airlock-account-signed-in')).toHaveText('Signed in with Passkey', { timeout: 20_000 })
    expect(await accountOf(fresh)).toBe(address)
  })
})

test('with PRF, the passkey alone recovers the wallet once everything this browser kept for the modal is gone: no recovery code is asked', async ({ page, modal }) => {
  await addVirtualAuthenticator(page, { hasPrf: true })
  const { address } = await signUp(page, modal)
  // Everything the modal's origin keeps in this browser (device share, session, settings) is
  // cleared, as a new device or a visitor clearing site data leaves it; the authenticator (the
  // passkey and its PRF secret) stays. A new context can't carry that secret (see above).
  const frame = page.frames().find((f) => f.url().startsWith(new URL(urls.modal).origin))!
  await frame.evaluate(async () => {
    localStorage.clear()
    sessionStorage.clear()
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue
      await new Promise<void>((resolve, reject) => {
        const request = indexedDB.deleteDatabase(name)
        request.onsuccess = () => resolve()
        request.onerror = () => reject(request.error)
        // Open connections of the running modal close when the page reloads below.
        request.onblocked = () => resolve()
      })
    }
  })
  await openConnect(page, modal)
  await expect(modal.getByTestId('airlock-social-passkey')).toBeVisible()
  const reloaded = page.frames().find((f) => f.url().startsWith(new URL(urls.modal).origin))!
  // Connect, not a restored Account: the modal found no sign-in of its own in this browser.
  expect(await reloaded.evaluate(() => localStorage.getItem('airlock:embedded:signedIn'))).toBeNull()
  await modal.getByTestId('airlock-social-passkey').click()
  // The passkey's PRF output opens the sealed recovery share: Account comes with no recovery
  // step (one would wait for a code no one types here).
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText('Signed in with Passkey', { timeout: 20_000 })
  expect(await accountOf(page)).toBe(address)
})

test('without PRF the passkey signs in, and a new browser recovers with the recovery code', async ({ page, modal, browser }) => {
  const authenticator = await addVirtualAuthenticator(page, { hasPrf: false })
  const { address, code } = await signUp(page, modal)
  const [credential] = await authenticator.credentials()
  expect(serviceRows(Buffer.from(credential!.credentialId, 'base64').toString('base64url')).sealed).toEqual([])

  await onNewDevice(browser, authenticator, { hasPrf: false }, async (fresh, freshModal) => {
    await expect(freshModal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'enter', { timeout: 20_000 })
    await freshModal.getByTestId('airlock-recovery-input').fill(code)
    await freshModal.getByTestId('airlock-recovery-submit').click()
    await expect(freshModal.getByTestId('airlock-account-signed-in')).toHaveText('Signed in with Passkey', { timeout: 20_000 })
    expect(await accountOf(fresh)).toBe(address)
  })
})

test('a passkey linked to an email wallet (Account → Sign-in methods) opens that wallet: a new browser signs in with the passkey and gets the same address', async ({ page, modal, browser }) => {
  // Issue 38 #4: passkeys among the linked methods. Two browsers, three sign-ins.
  test.slow()
  const authenticator = await addVirtualAuthenticator(page, { hasPrf: false })
  await openConnect(page, modal)
  const email = freshEmail('passkey-link')
  await enterEmailCode(modal, email)
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
  const address = await accountOf(page)

  await modal.getByTestId('airlock-linking-toggle').click()
  await expect(modal.locator('[data-testid="airlock-linking-method"]')).toHaveCount(1)
  await modal.getByTestId('airlock-linking-passkey').click()
  const linked = modal.locator('[data-testid="airlock-linking-method"][data-method^="passkey:"]')
  await expect(linked).toHaveCount(1, { timeout: 20_000 })
  // Named by the last characters of its handle, which tell two passkeys apart.
  const handle = (await linked.getAttribute('data-method'))!.slice('passkey:'.length)
  await expect(linked.locator('.airlock-linking-name')).toHaveText(`Passkey · …${handle.slice(-4)}`)
  await expect(modal.getByTestId('airlock-linking-notice')).toHaveText('Passkey is linked. Signing in with it opens this wallet.')
  await expect(modal.locator(`[data-testid="airlock-linking-method"][data-method="email:${email}"]`)).toBeVisible()
  const [credential] = await authenticator.credentials()
  // The service holds the new credential under its own handle; the link points that handle at the email's wallet.
  expect(serviceRows(Buffer.from(credential!.credentialId, 'base64').toString('base64url')).credential?.user_id).toBe(await linked.getAttribute('data-method'))
  await expectNoA11yViolations(page, 'SignInMethods-passkey-linked')

  // A new browser holding the passkey: Connect → Passkey opens the email's wallet (its recovery code: no PRF here).
  await onNewDevice(browser, authenticator, { hasPrf: false }, async (fresh, freshModal) => {
    await expect(freshModal.getByTestId('airlock-recovery')).toHaveAttribute('data-mode', 'enter', { timeout: 20_000 })
    await freshModal.getByTestId('airlock-recovery-input').fill(recoveryCodeOf(email)!)
    await freshModal.getByTestId('airlock-recovery-submit').click()
    await expect(freshModal.getByTestId('airlock-account-signed-in')).toHaveText('Signed in with Passkey', { timeout: 20_000 })
    expect(await accountOf(fresh)).toBe(address)
  })
})

test('an authenticator without user verification is refused, and the visitor reads why (dark and light)', async ({ page, modal }) => {
  await addVirtualAuthenticator(page, { hasUserVerification: false, isUserVerified: false })
  await openConnect(page, modal)
  await modal.getByTestId('airlock-social-passkey').click()
  await modal.getByTestId('airlock-passkey-create').click()
  const view = modal.getByTestId('airlock-connecting-passkey')
  await expect(view).toHaveAttribute('data-mode', 'signUp')
  await expect(view).toHaveAttribute('data-state', 'failed')
  await expect(modal.getByTestId('airlock-connecting-title')).toHaveText('Passkey sign-in failed')
  await expect(modal.getByTestId('airlock-connecting-error')).toHaveText("This device can't confirm it's you with a passkey (no screen lock, fingerprint or face). Use another way to sign in.")
  await expect(modal.getByTestId('airlock-passkey-try-again')).toBeFocused()
  for (const mode of ['dark', 'light']) {
    await page.evaluate((m) => (window as unknown as { modal: { setThemeMode(m: string): Promise<void> } }).modal.setThemeMode(m), mode)
    await expect(modal.locator('.airlock-root')).toHaveAttribute('data-theme', mode)
    await expectNoA11yViolations(page, `ConnectingPasskey-failed-${mode}`)
  }
})

import type { FrameLocator, Page } from '@playwright/test'
import { recoverMessageAddress, type Hex } from 'viem'
import { expectNoA11yViolations } from '../fixtures/axe'
import { confirmShownRecoveryCode } from '../fixtures/embeddedFlows'
import { expect, expectModalOpenInside, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { addVirtualAuthenticator, type VirtualCredential } from '../fixtures/virtualAuthenticator'

// Issue 38 #1: where the frame may not run a passkey ceremony, it runs in the modal's own
// top-level window (passkey-popup.html), opened in the visitor's click. WebKit's cross-origin
// frames can't create a passkey (no virtual authenticator there: WebKitWebDriver has no WebAuthn
// commands); Chromium refuses both ceremonies to a frame its host page withholds them from with a
// Permissions-Policy header, which is what this page sends. Same views, same rules, same wallet.

const OPTIONS = JSON.stringify({ features: { socials: ['passkey', 'google'] } })
const POLICY = { 'permissions-policy': 'publickey-credentials-create=(), publickey-credentials-get=()' }
const MESSAGE = 'Signed with a passkey made in the passkey window'
const modalOrigin = new URL(urls.modal).origin

async function openConnect(page: Page, modal: FrameLocator) {
  await page.goto(await serveTestPage(page, urls.demo, '__t/embedded-passkey-window.html', hostPage(OPTIONS), POLICY))
  await expect(modal.locator('.airlock-root')).toBeAttached({ timeout: 30_000 })
  await page.locator('#opener').click()
  await expectModalOpenInside(modal)
}

/**
 * The passkey window a click in the modal opens, with a virtual authenticator of its own holding
 * `holding` (a popup is a page of its own to DevTools, and its authenticator goes with it when the
 * window closes itself: `made` collects the passkeys created there, as they were last used).
 */
async function passkeyWindow(page: Page, click: () => Promise<void>, holding: VirtualCredential[] = []): Promise<{ popup: Page; made: VirtualCredential[] }> {
  const opened = page.waitForEvent('popup')
  await click()
  const popup = await opened
  const authenticator = await addVirtualAuthenticator(popup, { hasPrf: true })
  const made: VirtualCredential[] = []
  authenticator.cdp.on('WebAuthn.credentialAdded', ({ credential }) => made.push(credential as VirtualCredential))
  // A use raises the passkey's counter, which the service checks: the copy keeps the last one.
  authenticator.cdp.on('WebAuthn.credentialAsserted', ({ credential }) => {
    const at = made.findIndex((c) => c.credentialId === credential.credentialId)
    if (at >= 0) made[at] = credential as VirtualCredential
  })
  for (const credential of holding) await authenticator.addCredential(credential)
  await expect(popup.getByTestId('airlock-passkey-window')).toBeVisible()
  return { popup, made }
}

test('a host page that withholds WebAuthn from the frame: sign-in and sign-up run in the modal\'s passkey window, the wallet opens in the frame and signs', async ({ page, modal }) => {
  await openConnect(page, modal)
  const frame = page.frames().find((f) => f.url().startsWith(modalOrigin))!
  // What the engine tells the frame: neither ceremony is allowed here.
  expect(await frame.evaluate(() => (document as Document & { featurePolicy: { allowsFeature(f: string): boolean } }).featurePolicy.allowsFeature('publickey-credentials-create'))).toBe(false)

  // Connect → Passkey: the window opens in the click, on the modal's origin, top-level, and asks for a passkey of this site.
  const first = await passkeyWindow(page, () => modal.getByTestId('airlock-social-passkey').click())
  expect(new URL(first.popup.url()).origin).toBe(modalOrigin)
  expect(new URL(first.popup.url()).pathname).toBe('/passkey-popup.html')
  await expect(first.popup.locator('h1')).toHaveText('Use your passkey')
  await expect(first.popup.getByTestId('airlock-passkey-window-continue')).toBeFocused()
  await expect(modal.getByTestId('airlock-connecting-passkey')).toHaveAttribute('data-state', 'waiting')
  await expectNoA11yViolations(first.popup, 'PasskeyWindow-signIn')
  // No passkey yet: the window closes and the frame says none was used.
  await first.popup.getByTestId('airlock-passkey-window-continue').click()
  await expect.poll(() => first.popup.isClosed()).toBe(true)
  await expect(modal.getByTestId('airlock-connecting-passkey')).toHaveAttribute('data-state', 'rejected')
  await expect(modal.getByTestId('airlock-connecting-error')).toHaveText('No passkey was used: the request was closed or timed out. Try again, or create a new passkey.')

  // Create a new passkey: another window, in that click; the passkey is made there for the modal's origin.
  const second = await passkeyWindow(page, () => modal.getByTestId('airlock-passkey-create').click())
  await expect(second.popup.locator('h1')).toHaveText('Create a passkey')
  await second.popup.getByTestId('airlock-passkey-window-continue').click()
  await expect.poll(() => second.popup.isClosed()).toBe(true)
  const [credential] = second.made
  expect(second.made).toHaveLength(1)
  expect(credential?.isResidentCredential).toBe(true)
  expect(credential?.rpId).toBe(new URL(urls.modal).hostname)

  // The wallet opens in the frame as after an in-frame sign-up: its recovery code, then Account.
  await confirmShownRecoveryCode(modal)
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText('Signed in with Passkey', { timeout: 20_000 })
  const address = await page.evaluate(async () => (await (window as unknown as { call(a: object): Promise<{ result: string[] }> }).call({ method: 'eth_accounts' })).result[0]!)

  // The dapp asks for a signature: approved in the modal, it recovers to the wallet the window's passkey opened.
  await modal.getByTestId('airlock-close').click()
  const hex = `0x${Buffer.from(MESSAGE).toString('hex')}`
  const signing = page.evaluate(([h, a]) => (window as unknown as { call(x: object): Promise<{ result?: string }> }).call({ method: 'personal_sign', params: [h, a] }), [hex, address] as const)
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'personal_sign')
  await modal.getByTestId('airlock-approve-confirm').click()
  expect(await recoverMessageAddress({ message: MESSAGE, signature: (await signing).result as Hex })).toBe(address)

  // Signed out, the same passkey signs in again through the window and opens the same wallet.
  await page.locator('#opener').click()
  await expectModalOpenInside(modal)
  await modal.getByTestId('airlock-account-disconnect').click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { events: { name: string }[] }).events.some((e) => e.name === 'disconnect'))).toBe(true)
  // Signing out closes the modal; the visitor opens it again on Connect.
  await expect(modal.locator('.airlock-root')).not.toHaveAttribute('data-open', 'true')
  await page.locator('#opener').click()
  await expectModalOpenInside(modal)
  const third = await passkeyWindow(page, () => modal.getByTestId('airlock-social-passkey').click(), second.made)
  await third.popup.getByTestId('airlock-passkey-window-continue').click()
  await expect.poll(() => third.popup.isClosed()).toBe(true)
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText('Signed in with Passkey', { timeout: 20_000 })
  expect(await page.evaluate(async () => (await (window as unknown as { call(a: object): Promise<{ result: string[] }> }).call({ method: 'eth_accounts' })).result[0]!)).toBe(address)
})

test('attacker: the passkey window opened by the host page (another origin) takes no task from it and says it can be closed', async ({ page, modal }) => {
  await openConnect(page, modal)
  const opened = page.waitForEvent('popup')
  await page.evaluate((url) => void ((window as unknown as { opened: Window | null }).opened = window.open(url, '_blank', 'popup=yes')), `${modalOrigin}/passkey-popup.html?projectId=airlock-demo`)
  const popup = await opened
  await expect(popup.getByTestId('airlock-passkey-window-status')).toHaveText('Nothing to sign in to here. You can close this window.')
  // A forged task from the host page to the window it opened: ignored (another origin, not a frame of the modal).
  await page.evaluate((origin) => {
    const task = { mode: 'signUp', authUrl: 'http://127.0.0.1:9', projectId: 'airlock-demo', locale: 'en', dir: 'ltr', theme: 'dark' }
    ;(window as unknown as { opened: Window }).opened.postMessage({ type: 'airlock:passkey-window', kind: 'run', nonce: 'n', task }, origin)
  }, modalOrigin)
  await page.waitForTimeout(300)
  await expect(popup.getByTestId('airlock-passkey-window')).toHaveCount(0)
  await popup.close()
})

import type { FrameLocator, Page } from '@playwright/test'
import { recoverMessageAddress, verifyMessage, type Hex } from 'viem'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { SIGN_MESSAGE } from '../../demo/ui/bindActions'
import { expectNoA11yViolations } from '../fixtures/axe'
import { connectFromDemo } from '../fixtures/injectedFlows'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { startWcWallet } from '../fixtures/wcWallet'

// Runs in the storage-denied project only (e2e/playwright.config.ts): the modal iframe gets no storage.

const modalFrame = (page: Page) => page.frames().find((f) => f.url().startsWith(new URL(urls.modal).origin))!

async function signFromDemo(page: Page, modal: FrameLocator): Promise<Hex> {
  await page.getByTestId('demo-sign').click()
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-armed', 'true')
  await modal.getByTestId('airlock-approve-confirm').click()
  const result = page.getByTestId('demo-sign-result')
  await expect(result).toHaveAttribute('data-state', 'ok')
  return ((await result.textContent()) ?? '').match(/0x[0-9a-f]+/i)![0] as Hex
}

test('the modal iframe really has no storage here', async ({ page }) => {
  await openDemo(page)
  const denied = await modalFrame(page).evaluate(async () => {
    // sessionStorage: the modal soon shadows its own localStorage with an in-memory one (before
    // WalletConnect loads), so that one no longer shows what the browser denies.
    let local = ''
    try {
      sessionStorage.getItem('x')
    } catch (e) {
      local = String(e)
    }
    const idb = await new Promise<string>((resolve) => {
      const open = indexedDB.open('airlock-probe')
      open.onsuccess = () => resolve('opened')
      open.onerror = (event) => {
        event.preventDefault()
        resolve(String(open.error))
      }
    })
    return { local, idb }
  })
  expect(denied.local).toContain('Access is denied')
  expect(denied.idb).toContain('denied permission')
})

test('an extension wallet connects and signs with storage denied', async ({ page, modal }) => {
  await installTestWallet(page)
  await openDemo(page)
  await connectFromDemo(page, modal)
  const signature = await signFromDemo(page, modal)
  expect(await recoverMessageAddress({ message: SIGN_MESSAGE, signature })).toBe(TEST_WALLET.address)
})

test('WalletConnect shows its QR, says the connection ends on reload, pairs and signs with storage denied', async ({ page, modal }) => {
  const wallet = await startWcWallet({ relayUrl: urls.relay, rpcUrls: urls.rpc })
  try {
    await openDemo(page)
    await page.getByTestId('demo-connect').click()
    await modal.getByTestId('airlock-connector-walletConnect').click()
    await expect(modal.getByTestId('airlock-wc-qr')).toBeVisible()
    await expect(modal.getByTestId('airlock-wc-memory-only')).toBeVisible()
    const uri = (await modal.getByTestId('airlock-wc-copy').getAttribute('data-uri'))!
    expect((await wallet.pair(uri)).rejected).toBe(false)
    await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
    await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
    await modal.getByTestId('airlock-close').click()
    const signature = await signFromDemo(page, modal)
    expect(await verifyMessage({ address: testAccounts[0]!.address, message: SIGN_MESSAGE, signature })).toBe(true)
  } finally {
    await wallet.disconnect().catch(() => undefined)
    await wallet.close()
  }
})

test.describe('the Storage Access API (issue 37 #2)', () => {
  // Chromium reports its own refusal on the console.
  test.use({ allowedConsoleErrors: [/^console\.error: requestStorageAccess: Permission denied\./] })

  test('Connect offers to keep the visitor signed in; refused by the browser, it says the connection lasts until the page is left, and connecting still works', async ({ page, modal }) => {
    await installTestWallet(page)
    await openDemo(page)
    await page.getByTestId('demo-connect').click()
    const notice = modal.getByTestId('airlock-storage-access')
    await expect(notice).toHaveAttribute('data-state', 'ask')
    await expect(notice).toContainText("Your browser keeps nothing for this window on this site, so you'll be signed out when you leave.")
    await expectNoA11yViolations(page, 'storage access notice')
    // Chromium refuses without a prompt here: headless, and no visit to the modal's site as a page.
    await modal.getByTestId('airlock-storage-access-allow').click()
    await expect(notice).toHaveAttribute('data-state', 'refused')
    await expect(notice).toHaveText('Your browser didn\'t allow it: you stay connected until you leave this page.')
    // The notice keeps its answer for the page's life; the wallet still connects, in memory.
    await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
    await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  })
})

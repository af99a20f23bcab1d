import type { Locator, Page } from '@playwright/test'
import { freshEmail } from '../fixtures/embeddedFlows'
import { connectFromDemo, setWallet } from '../fixtures/injectedFlows'
import { checkScreen, SCREEN_SUITE_TIMEOUT_MS } from '../fixtures/screenCheck'
import { expect, expectModalShown, openDemo, test } from '../fixtures/test'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'

test.describe.configure({ timeout: SCREEN_SUITE_TIMEOUT_MS })

// Every view a visitor meets, at a desktop and a phone width in both themes: a screenshot of
// each for review (e2e/screenshots/screen-*.png), and for each a failing check when something
// sticks out sideways, a toast lies over a control, or axe finds a violation.

const WIDTHS = [1280, 390] as const

/** A wallet that never answers the connect prompt: the Connecting view stays in its pending state. */
const SLOW_WALLET = `(() => {
  if (window !== window.top) return
  const info = Object.freeze({ uuid: crypto.randomUUID(), name: 'Slow Wallet', rdns: 'dev.airlock.slow', icon: 'data:image/svg+xml,%3Csvg xmlns=%22http://www.w3.org/2000/svg%22 width=%2232%22 height=%2232%22%3E%3Crect width=%2232%22 height=%2232%22 fill=%22%23a5b%22/%3E%3C/svg%3E' })
  const provider = { request: ({ method }) => method === 'eth_requestAccounts' ? new Promise(() => {}) : method === 'eth_accounts' ? Promise.resolve([]) : Promise.resolve('0x1'), on() {}, removeListener() {} }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
})()`

/**
 * Clicks a button of the modal's bottom row with the mouse, as most visitors do. The whole
 * context has the test's size (test.use viewport, not page.setViewportSize): axe finishes each
 * run in a second tab of the context, and a tab of another size left headless Chromium routing
 * the lowest part of the cross-site frame to the host page (modal-bottom-clicks.spec.ts).
 */
async function press(button: Locator) {
  await expect(button).toBeEnabled()
  await button.click()
}

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((mode) => localStorage.setItem('airlock-demo-theme', mode), theme)
}

for (const theme of ['dark', 'light'] as const) {
  for (const width of WIDTHS) test.describe(`${width} px ${theme}`, () => {
    test.use({ viewport: { width, height: width > 500 ? 800 : 844 } })
    const shot = (name: string) => `screen-${name}-${theme}-${width}`

    test(`disconnected views look finished at ${width} px (${theme})`, async ({ page, modal }) => {
      await setTheme(page, theme)
      await installTestWallet(page)
      await page.addInitScript({ content: SLOW_WALLET })
      await openDemo(page)
      await page.getByTestId('demo-connect').click()
      await checkScreen(page, modal, 'airlock-view-Connect', shot('Connect'))

      await modal.getByTestId('airlock-connector-dev.airlock.slow').click()
      await expect(modal.getByTestId('airlock-connecting-external')).toHaveAttribute('data-state', 'waiting')
      await checkScreen(page, modal, 'airlock-connecting-external', shot('ConnectingExternal-pending'))
      await modal.getByTestId('airlock-back').click()

      await setWallet(page, { reject: true })
      await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
      await expect(modal.getByTestId('airlock-connecting-external')).toHaveAttribute('data-state', 'rejected')
      await checkScreen(page, modal, 'airlock-connecting-external', shot('ConnectingExternal-rejected'))
      await modal.getByTestId('airlock-back').click()
      await setWallet(page, { reject: false })

      await modal.getByTestId('airlock-connector-walletConnect').click()
      await expect(modal.getByTestId('airlock-wc-qr')).toHaveAttribute('data-uri', /^wc:/)
      await checkScreen(page, modal, 'airlock-wc-qr', shot('ConnectingWalletConnect'))
      await modal.getByTestId('airlock-back').click()

      await modal.getByTestId('airlock-connector-all-wallets').click()
      await checkScreen(page, modal, 'airlock-view-AllWallets', shot('AllWallets'))
      await modal.getByTestId('airlock-back').click()

      await modal.getByTestId('airlock-help').click()
      await checkScreen(page, modal, 'airlock-view-WhatIsAWallet', shot('WhatIsAWallet'))
      await modal.getByTestId('airlock-back').click()

      await modal.getByTestId('airlock-email-input').fill(freshEmail(`screens-${theme}-${width}`))
      await modal.getByTestId('airlock-email-continue').click()
      await checkScreen(page, modal, 'airlock-email-otp', shot('EmailVerifyOtp'))
    })

    test(`connected views look finished at ${width} px (${theme})`, async ({ page, modal }) => {
      await setTheme(page, theme)
      await installTestWallet(page)
      await openDemo(page)
      await connectFromDemo(page, modal)

      await page.getByTestId('demo-sign').click()
      await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'personal_sign')
      await checkScreen(page, modal, 'airlock-approve', shot('Approve-personal_sign'))
      await press(modal.getByTestId('airlock-approve-reject'))
      await expectModalShown(page, false)

      await page.getByTestId('demo-send-to').selectOption('second')
      await page.getByTestId('demo-send').click()
      await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'eth_sendTransaction')
      await checkScreen(page, modal, 'airlock-approve', shot('Approve-eth_sendTransaction'))
      await press(modal.getByTestId('airlock-approve-confirm'))
      await expect(page.getByTestId('demo-send-result')).toHaveAttribute('data-state', 'ok')
      await expect(modal.getByTestId('airlock-tx-status')).toHaveAttribute('data-state', 'sent')
      await checkScreen(page, modal, 'airlock-tx-status', shot('TransactionSent'))
      // A settled send closes the modal by itself 5 s after it settled, and the screen check
      // (screenshot and axe) can take that long on a loaded machine: Done if it is still there.
      const done = modal.getByTestId('airlock-tx-done')
      if (await done.isVisible()) await done.click({ timeout: 2_000 }).catch(() => undefined)
      await expectModalShown(page, false)
      await page.getByTestId('demo-connect').click()
      await checkScreen(page, modal, 'airlock-view-Account', shot('Account-tokens'))
      await modal.getByTestId('airlock-tab-activity').click()
      await checkScreen(page, modal, 'airlock-activity', shot('Account-activity'))
      await modal.getByTestId('airlock-account-network').click()
      await checkScreen(page, modal, 'airlock-view-Networks', shot('Networks'))
      await page.keyboard.press('Escape')
      await expectModalShown(page, false)

      await page.evaluate(() => (window as never as { testWallets: Record<string, { setChain(c: number): void }> }).testWallets['dev.airlock.testwallet']!.setChain(10))
      await checkScreen(page, modal, 'airlock-view-UnsupportedChain', shot('UnsupportedChain'))
    })
  })
}

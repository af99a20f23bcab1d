import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { connectFromDemo, setWallet } from '../fixtures/injectedFlows'
import { expect, expectModalShown, openDemo, test } from '../fixtures/test'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { clickAccountTab } from '../fixtures/clickAccountTab'

// What a person sees in the finished screens (issue 19): each test reads the words, icons and
// links on screen, not the store.

const second = testAccounts[1]!.address
const wallet = (page: import('@playwright/test').Page, chain: number) =>
  page.evaluate((c) => (window as never as { testWallets: Record<string, { setChain(c: number): void }> }).testWallets['dev.airlock.testwallet']!.setChain(c), chain)

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

test('Connect: a "New to wallets?" footer opens the explainer; the same wallet has the same icon on Connect and in All Wallets', async ({ page, modal }) => {
  await openDemo(page)
  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId('airlock-connect-footer')).toContainText('New to wallets?')
  await modal.getByTestId('airlock-get-started').click()
  await expect(modal.getByTestId('airlock-header-title')).toHaveText('What is a Wallet?')
  await modal.getByTestId('airlock-back').click()

  const onConnect = await modal.getByTestId(/^airlock-connector-(?!walletConnect|all-wallets|dev\.)/).first().locator('img').getAttribute('src')
  expect(onConnect).toMatch(/\/getWalletImage\//)
  await modal.getByTestId('airlock-connector-all-wallets').click()
  await expect(modal.locator(`img[src="${onConnect}"]`).first()).toBeVisible()
})

test('connecting: a ring and Cancel while the wallet asks; a failure shows a badge and a friendly line, never the raw error', async ({ page, modal }) => {
  await openDemo(page)
  await setWallet(page, { failures: { eth_requestAccounts: { code: -32603, message: 'Internal JSON-RPC error.' } } })
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  const view = modal.getByTestId('airlock-connecting-external')
  await expect(view).toHaveAttribute('data-state', 'failed')
  await expect(modal.getByTestId('airlock-connecting-badge')).toBeVisible()
  await expect(view).toContainText('Connection failed')
  await expect(view).toContainText('Test Wallet couldn’t connect.')
  await expect(view).not.toContainText('JSON-RPC')
})

test('connecting: Cancel while the wallet asks goes back to Connect', async ({ page, modal }) => {
  await page.addInitScript(() => {
    // Hold the test wallet's connect prompt open, as a visitor who hasn't answered yet.
    const original = window.dispatchEvent.bind(window)
    window.dispatchEvent = (event: Event) => {
      const detail = (event as CustomEvent).detail as { info?: { rdns?: string }; provider?: { request(a: { method: string }): Promise<unknown> } } | undefined
      if (event.type === 'eip6963:announceProvider' && detail?.info?.rdns === 'dev.airlock.testwallet' && detail.provider) {
        const inner = detail.provider.request.bind(detail.provider)
        detail.provider.request = (a) => (a.method === 'eth_requestAccounts' ? new Promise(() => {}) : inner(a))
      }
      return original(event)
    }
  })
  await openDemo(page)
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expect(modal.getByTestId('airlock-connecting-external')).toHaveAttribute('data-state', 'waiting')
  await expect(modal.locator('.airlock-connecting-icon[data-ring="true"]')).toBeVisible()
  await modal.getByTestId('airlock-connecting-cancel').click()
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
})

test('an unsupported chain is named, and Disconnect there disconnects', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await wallet(page, 10)
  await expect(modal.getByTestId('airlock-unsupported-text')).toContainText('Your wallet is on Chain 10')
  await modal.getByTestId('airlock-unsupported-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
})

test('a send: app name over the proven origin, USD values and fee, a short recipient with copy and expand, then "Transaction sent" with an explorer link; Account and its token row agree after it', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-send-to').selectOption('second')
  await page.getByTestId('demo-send').click()
  await expect(modal.getByTestId('airlock-approve-app-name')).toHaveText('Airlock Demo')
  await expect(modal.getByTestId('airlock-approve-requester')).toHaveText(new URL(page.url()).origin)
  await expect(modal.getByTestId('airlock-approve-value-usd')).toHaveText(/≈ \$3\.00$/)
  await expect(modal.getByTestId('airlock-approve-network-fee')).toHaveText(/^≈ 0\.\d+ ETH \(\$\d+\.\d\d\)$/)
  const recipient = modal.getByTestId('airlock-approve-recipient')
  await expect(recipient).toHaveText(`${second.slice(0, 4)}…${second.slice(-6)}`)
  await modal.getByTestId('airlock-approve-recipient-expand').click()
  await expect(recipient).toHaveText(second)
  await expect(modal.getByTestId('airlock-approve-to')).toHaveText(second)

  await modal.getByTestId('airlock-approve-confirm').click()
  const status = modal.getByTestId('airlock-tx-status')
  await expect(status).toHaveAttribute('data-state', 'sent')
  await expect(modal.getByTestId('airlock-tx-status-title')).toHaveText('Transaction sent')
  const hash = (await page.getByTestId('demo-send-result').textContent())!.trim()
  await expect(modal.getByTestId('airlock-tx-explorer')).toHaveAttribute('href', new RegExp(`/tx/${hash}$`))
  await modal.getByTestId('airlock-tx-done').click()
  await expectModalShown(page, false)

  await page.getByTestId('demo-connect').click()
  const header = modal.getByTestId('airlock-account-balance')
  await expect(header).toHaveText(/\d,\d{3}/)
  // One source: the header and the ETH row read the same balance once both refreshed after the send.
  const row = modal.getByTestId('airlock-token-ETH').getByTestId('airlock-token-quantity')
  await expect.poll(async () => (await header.textContent())!.replace(/^\s*Balance\s+/, '').trim() === (await row.textContent())!.trim()).toBe(true)
  await expect(modal.getByTestId('airlock-account-explorer').locator('svg')).toBeVisible()

  await clickAccountTab(modal, 'activity')
  const item = modal.getByTestId('airlock-activity-item').first()
  await expect(item.getByTestId('airlock-activity-counterparty')).toContainText(`to ${second.slice(0, 6)}…`)
  await expect(item.getByTestId('airlock-activity-amount')).toContainText('-0.001 ETH')
  await expect(item.getByTestId('airlock-activity-explorer')).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/)
})

test('toasts: a failed switch names the network, sits in its own row (over no button) and goes away on navigation', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.evaluate(() => (window as never as { testWallets: Record<string, { forgetChain(c: number): void }> }).testWallets['dev.airlock.testwallet']!.forgetChain(8453))
  await setWallet(page, { failures: { wallet_addEthereumChain: { code: -32603, message: 'cannot add' } } })
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId('airlock-account-network').click()
  await modal.getByTestId('airlock-network-eip155:8453').click()
  const toast = modal.getByTestId('airlock-toast')
  await expect(toast).toContainText('Couldn’t switch to Base.')
  const t = (await toast.boundingBox())!
  for (const button of await modal.locator('[data-testid="airlock-view-Networks"] button').all()) {
    const b = (await button.boundingBox())!
    expect(b.y >= t.y + t.height || b.y + b.height <= t.y, 'a button under the toast').toBe(true)
  }
  await page.waitForTimeout(400)
  await modal.getByTestId('airlock-back').click()
  await expect(toast).toHaveCount(0)
})

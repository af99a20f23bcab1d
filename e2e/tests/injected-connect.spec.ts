import { connectFromDemo, setWallet, walletCalls } from '../fixtures/injectedFlows'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

test('connects the test wallet from the Installed group and shows the account', async ({ page, modal }) => {
  await openDemo(page)
  await page.getByTestId('demo-connect').click()
  const row = modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`)
  await expect(row).toContainText('Test Wallet')
  await expect(row).toContainText('Installed')
  await expect(row.locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml/)
  await row.click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('demo-address')).toContainText(TEST_WALLET.address.slice(0, 6))
  await expect(page.locator('dialog[data-airlock="dialog"][aria-modal="true"]')).toHaveCount(0)
  expect(await walletCalls(page)).toEqual(expect.arrayContaining(['eth_requestAccounts', 'eth_chainId']))

  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await expect(modal.getByTestId('airlock-account-address')).toHaveText(`${TEST_WALLET.address.slice(0, 4)}…${TEST_WALLET.address.slice(-6)}`)
  await expect(modal.getByTestId('airlock-account-balance')).toHaveText(/^\s*Balance\s+\d{1,3}(,\d{3})?(\.\d{1,3})? ETH$/)
  await expect(modal.getByTestId('airlock-avatar')).toBeVisible()
  await expect(modal.getByTestId('airlock-account-network')).toContainText('Ethereum')
  await expect(modal.getByTestId('airlock-account-explorer')).toHaveAttribute('href', `${urls.dataApi}/explorer/1/address/${TEST_WALLET.address}`)
})

test('after a reload the connection is restored without a prompt', async ({ page }) => {
  await openDemo(page)
  await connectFromDemo(page, page.frameLocator('iframe[data-airlock="iframe"]'))
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('demo-address')).toContainText(TEST_WALLET.address.slice(0, 6))
  // Connected shows from what the modal remembers; the wallet is then asked, silently.
  await expect.poll(() => walletCalls(page)).toContain('eth_accounts')
  expect(await walletCalls(page)).not.toContain('eth_requestAccounts')
})

test('a refused connection says so, and Try again connects', async ({ page, modal }) => {
  await openDemo(page)
  await setWallet(page, { reject: true })
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  const view = modal.getByTestId('airlock-connecting-external')
  await expect(view).toHaveAttribute('data-state', 'rejected')
  await expect(modal.getByTestId('airlock-connecting-title')).toHaveText('Connection declined')
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
  await setWallet(page, { reject: false })
  await modal.getByTestId('airlock-connecting-retry').click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
})

test('Disconnect in the Account view ends the session and the dapp hears disconnect', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId('airlock-account-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
  await expect(page.getByTestId('demo-events').locator('[data-event="disconnect"]')).toHaveCount(1)
  expect(await walletCalls(page)).toContain('wallet_revokePermissions')
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
})

test('the wallet disconnecting on its side disconnects the dapp', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.evaluate((r) => (window as unknown as { testWallets: Record<string, { emit(e: string, d: unknown): void }> }).testWallets[r]!.emit('accountsChanged', []), TEST_WALLET.rdns)
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
})

import type { FrameLocator } from '@playwright/test'
import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'

const METAMASK_REGISTRY_ID = 'b54b2e84f08b278b0cc6cea9c3ba7a6456edfd1c7c63e6ccc1beb927123c7290'

const rowIds = (modal: FrameLocator) =>
  modal.getByTestId('airlock-wallet-list').locator('[data-testid^="airlock-connector-"]').evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')!.replace('airlock-connector-', '')))

test('two announced wallets are listed as Installed in announcement order, after WalletConnect, wallets first', async ({ page, modal }) => {
  await installTestWallet(page)
  await installTestWallet(page, { name: 'Second Wallet', rdns: 'dev.airlock.second', account: 1 })
  await page.goto(await serveTestPage(page, urls.demo, '__t/two-wallets.html', hostPage()))
  await page.locator('#opener').click()
  await expect(modal.getByTestId('airlock-connector-dev.airlock.second')).toBeVisible()
  const ids = await rowIds(modal)
  expect(ids.slice(0, 3)).toEqual(['walletConnect', TEST_WALLET.rdns, 'dev.airlock.second'])
  await expect(modal.getByTestId('airlock-connector-dev.airlock.second')).toContainText('Installed')
  await expect(modal.getByTestId('airlock-connect-methods')).toHaveAttribute('data-order', /^wallet(,|$)/)

  await modal.getByTestId('airlock-connector-dev.airlock.second').click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { address?: string } } }).modal.getState().address)).toBe(testAccounts[1]!.address)
})

test('the wallet used last comes back as Recent, before the installed ones', async ({ page, modal }) => {
  await installTestWallet(page)
  await installTestWallet(page, { name: 'Second Wallet', rdns: 'dev.airlock.second', account: 1 })
  const url = await serveTestPage(page, urls.demo, '__t/recent.html', hostPage())
  await page.goto(url)
  await page.locator('#opener').click()
  await modal.getByTestId('airlock-connector-dev.airlock.second').click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { status: string } } }).modal.getState().status)).toBe('connected')
  await page.locator('#opener').click()
  await modal.getByTestId('airlock-account-disconnect').click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { status: string } } }).modal.getState().status)).toBe('disconnected')
  await page.reload()
  await page.locator('#opener').click()
  const recent = modal.getByTestId('airlock-connector-dev.airlock.second')
  await expect(recent).toContainText('Recent')
  expect((await rowIds(modal)).slice(0, 3)).toEqual(['walletConnect', 'dev.airlock.second', TEST_WALLET.rdns])
  await recent.click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { address?: string } } }).modal.getState().address)).toBe(testAccounts[1]!.address)
})

test('excludeWalletIds hides the excluded wallet by rdns and by case-insensitive name', async ({ page, modal }) => {
  await installTestWallet(page)
  await installTestWallet(page, { name: 'MetaMask', rdns: 'io.metamask', account: 1 })
  await installTestWallet(page, { name: 'METAMASK', rdns: 'dev.fake.metamask', account: 2 })
  await page.goto(await serveTestPage(page, urls.demo, '__t/excluded.html', hostPage(JSON.stringify({ excludeWalletIds: [METAMASK_REGISTRY_ID] }))))
  await page.locator('#opener').click()
  await expect(modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`)).toBeVisible()
  await expect.poll(() => rowIds(modal)).not.toContain('io.metamask')
  const ids = await rowIds(modal)
  expect(ids).not.toContain('dev.fake.metamask')
})

test('without exclusions the same wallets are all listed', async ({ page, modal }) => {
  await installTestWallet(page)
  await installTestWallet(page, { name: 'MetaMask', rdns: 'io.metamask', account: 1 })
  await page.goto(await serveTestPage(page, urls.demo, '__t/not-excluded.html', hostPage()))
  await page.locator('#opener').click()
  await expect(modal.getByTestId('airlock-connector-io.metamask')).toBeVisible()
  await expect(modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`)).toBeVisible()
})

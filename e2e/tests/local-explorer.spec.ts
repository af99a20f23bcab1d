import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { connectFromDemo } from '../fixtures/injectedFlows'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { clickAccountTab } from '../fixtures/clickAccountTab'

// The local chains exist only on this machine: their explorer links open the data service's own
// explorer pages (read from anvil), never a public explorer that has never seen them.

const second = testAccounts[1]!.address

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

test('a send\'s explorer link and its Activity row open the local explorer\'s transaction page with the chain\'s data; its addresses open the address page', async ({ page, context, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-send-to').selectOption('second')
  await page.getByTestId('demo-send').click()
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect(modal.getByTestId('airlock-tx-status')).toHaveAttribute('data-state', 'sent')
  const hash = (await page.getByTestId('demo-send-result').textContent())!.trim()
  const link = modal.getByTestId('airlock-tx-explorer')
  await expect(link).toHaveAttribute('href', `${urls.dataApi}/explorer/1/tx/${hash}`)

  const [txPage] = await Promise.all([context.waitForEvent('page'), link.click()])
  await txPage.waitForLoadState()
  await expect(txPage.getByTestId('explorer-hash')).toHaveText(hash)
  await expect(txPage.getByTestId('explorer-status')).toHaveText('Success')
  await expect(txPage.getByTestId('explorer-block')).toHaveText(/^\d+$/)
  await expect(txPage.getByTestId('explorer-from')).toHaveText(TEST_WALLET.address)
  await expect(txPage.getByTestId('explorer-to')).toHaveText(second)
  await expect(txPage.getByTestId('explorer-value')).toHaveText('0.001 ETH')
  await expect(txPage.getByTestId('explorer-logs-summary')).toHaveText('None')

  await txPage.getByTestId('explorer-to').getByRole('link').click()
  await expect(txPage).toHaveURL(`${urls.dataApi}/explorer/1/address/${second}`)
  await expect(txPage.getByTestId('explorer-address')).toHaveText(second)
  await expect(txPage.getByTestId('explorer-balance')).toHaveText(/^[\d.]+ ETH$/)
  await expect(txPage.getByTestId('explorer-code')).toHaveText('No')
  await txPage.close()

  await modal.getByTestId('airlock-tx-done').click()
  await page.getByTestId('demo-connect').click()
  const account = modal.getByTestId('airlock-account-explorer')
  await expect(account).toHaveAttribute('href', `${urls.dataApi}/explorer/1/address/${TEST_WALLET.address}`)
  await clickAccountTab(modal, 'activity')
  const row = modal.getByTestId('airlock-activity-item').first()
  await expect(row.getByTestId('airlock-activity-explorer')).toHaveAttribute('href', `${urls.dataApi}/explorer/1/tx/${hash}`)
  const [fromActivity] = await Promise.all([context.waitForEvent('page'), row.getByTestId('airlock-activity-explorer').click()])
  await expect(fromActivity.getByTestId('explorer-hash')).toHaveText(hash)
})

test.describe('a malformed link', () => {
  // The browser reports the page's 400 status in the console; that is what this test asks for.
  test.use({ allowedConsoleErrors: [/status of 400/] })

  test('a malformed hash gets a 400 page that shows nothing of what was asked', async ({ page }) => {
    const res = await page.goto(`${urls.dataApi}/explorer/1/tx/%3Cimg%20src=x%20onerror=alert(1)%3E`)
    expect(res!.status()).toBe(400)
    await expect(page.getByTestId('explorer-problem')).toHaveText('A transaction hash is 0x followed by 64 hex digits.')
    await expect(page.locator('img')).toHaveCount(0)
  })
})

import { createPublicClient, http, parseEther } from 'viem'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { connectFromDemo } from '../fixtures/injectedFlows'
import { payWithTestCard } from '../fixtures/onrampFlows'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { installTestWallet } from '../fixtures/testWallet'
import type { FrameLocator, Page } from '@playwright/test'
import { clickAccountTab } from '../fixtures/clickAccountTab'

// Account 5 is the visitor here: no other spec sends from or to it.
const visitor = testAccounts[5]!
const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })

async function openOnramp(page: Page, modal: FrameLocator) {
  await installTestWallet(page, { account: 5 })
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId('airlock-feature-onramp').click()
  await expect(modal.getByTestId('airlock-onramp-providers')).toBeVisible()
}

test('a card purchase: quote with fee and total, the provider window takes the test card, the ETH arrives on anvil', async ({ page, modal }) => {
  await openOnramp(page, modal)
  await expect(modal.getByTestId('airlock-onramp-provider-card')).toContainText('Fee 1-2%')
  await expect(modal.getByTestId('airlock-onramp-provider-aggregator')).toContainText('Airlock Ramp')
  await modal.getByTestId('airlock-onramp-provider-card').click()
  await modal.getByTestId('airlock-onramp-amount').fill('100')
  await expect(modal.getByTestId('airlock-onramp-fee')).toHaveText('1.50 USD')
  await expect(modal.getByTestId('airlock-onramp-total')).toHaveText('100.00 USD')
  await expect(modal.getByTestId('airlock-onramp-receive')).toHaveText('0.03283333 ETH')
  const before = await chain1.getBalance({ address: visitor.address })

  const buy = modal.getByTestId('airlock-onramp-buy')
  await expect(buy).toBeEnabled()
  const [popup] = await Promise.all([page.waitForEvent('popup'), buy.click()])
  await expect(modal.getByTestId('airlock-onramp-waiting')).toBeVisible()
  await expect(popup.getByTestId('onramp-provider-summary')).toHaveText('Buy 0.03283333 ETH for 100.00 USD')
  await expect(popup.getByTestId('onramp-provider-destination')).toContainText(visitor.address)
  // Paid, the provider's window goes away by itself: nothing is left to do there.
  await payWithTestCard(popup)

  const done = modal.getByTestId('airlock-onramp-done')
  await expect(done.getByTestId('airlock-onramp-done-title')).toHaveText('Purchase complete')
  // The header no longer says the purchase is under way.
  await expect(modal.getByTestId('airlock-header-title')).toHaveText('Bought')
  await expect(done.getByTestId('airlock-onramp-done-summary')).toHaveText('0.03283333 ETH arrived in your wallet')
  await expect(done.getByTestId('airlock-onramp-done-done')).toBeFocused()
  expect((await chain1.getBalance({ address: visitor.address })) - before).toBe(parseEther('0.03283333'))

  // Done leads back to Account; Activity reads the delivery as bought (the history's onramp
  // entries), not as a plain receive.
  await done.getByTestId('airlock-onramp-done-done').click()
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await clickAccountTab(modal, 'activity')
  const row = modal.getByTestId('airlock-activity-item').first()
  await expect(row.getByTestId('airlock-activity-title')).toHaveText('Bought')
  await expect(row.getByTestId('airlock-activity-amount')).toHaveText('+0.032 ETH')
})

test('amounts outside the limits are refused for each payment method and currency', async ({ page, modal }) => {
  await openOnramp(page, modal)
  await modal.getByTestId('airlock-onramp-provider-aggregator').click()
  const amount = modal.getByTestId('airlock-onramp-amount')
  const error = modal.getByTestId('airlock-onramp-limit-error')
  const buy = modal.getByTestId('airlock-onramp-buy')
  await amount.fill('5')
  await expect(error).toHaveText('Amount must be between 10 and 7500 USD')
  await expect(buy).toBeDisabled()
  await amount.fill('20000')
  await expect(error).toHaveText('Amount must be between 10 and 7500 USD')
  await modal.getByTestId('airlock-onramp-method').selectOption('bank')
  await expect(error).toHaveCount(0)
  await expect(modal.getByTestId('airlock-onramp-total')).toHaveText('20000.00 USD')
  await modal.getByTestId('airlock-onramp-currency').selectOption('EUR')
  await amount.fill('25001')
  await expect(error).toHaveText('Amount must be between 10 and 25000 EUR')
  await expect(buy).toBeDisabled()
  await expect(modal.getByTestId('airlock-onramp-quote')).toHaveCount(0)
})

test.describe('when the on-ramp service fails', () => {
  test.use({ allowedConsoleErrors: [/status of 50[03]/] })

  test('the built-in options and the placeholder quote keep the view usable', async ({ page, modal }) => {
    await page.context().route(/\/v1\/onramp\/(options|quote)/, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"error":"Service Unavailable","message":"down"}' }))
    await openOnramp(page, modal)
    await modal.getByTestId('airlock-onramp-provider-card').click()
    await modal.getByTestId('airlock-onramp-amount').fill('50')
    await expect(modal.getByTestId('airlock-onramp-quote')).toHaveAttribute('data-quote-id', 'mocked-quote-id')
    await expect(modal.getByTestId('airlock-onramp-total')).toHaveText('50 USD')
    await expect(modal.getByTestId('airlock-onramp-quote-unavailable')).toBeVisible()
    await expect(modal.getByTestId('airlock-onramp-buy')).toBeEnabled()
  })
})

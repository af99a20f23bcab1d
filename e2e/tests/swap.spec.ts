import { formatUnits, parseEther, parseUnits } from 'viem'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { exchangeOnChain as ex } from '../fixtures/exchangeOnChain'
import { connectFromDemo } from '../fixtures/injectedFlows'
import { expect, expectModalShown, openDemo, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import type { FrameLocator, Page } from '@playwright/test'
import { clickAccountTab } from '../fixtures/clickAccountTab'

// Account 4 is the visitor here (it holds AUSD from the start; no other spec uses it); account 9
// trades directly on the exchange to move the price.
const visitor = testAccounts[4]!
const AUSD = `eip155:1:${ex.ausd}`

async function openSwap(page: Page, modal: FrameLocator) {
  await installTestWallet(page, { account: 4 })
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId('airlock-feature-swaps').click()
  await expect(modal.getByTestId('airlock-swap')).toBeVisible()
}

test('ETH → AUSD from the modal: Swap is the one confirm in the modal, then the pool reserves and the balance move on chain', async ({ page, modal }) => {
  await openSwap(page, modal)
  await expect(modal.getByTestId('airlock-swap-from-token')).toHaveValue(/eeeeeeee/i)
  await expect(modal.getByTestId('airlock-swap-to-token')).toHaveValue(AUSD)
  await modal.getByTestId('airlock-swap-from-amount').fill('0.01')
  // The quote fills the other amount, about 30 AUSD at 3,000 per ETH.
  await expect(modal.getByTestId('airlock-swap-to-amount')).toHaveValue(/^(29|30)\.\d+$/)
  await expect(modal.getByTestId('airlock-swap-fee')).toHaveText('0.00003 ETH')
  await expect(modal.getByTestId('airlock-swap-impact')).toHaveText(/^0\.0\d %$/)
  await expect(modal.getByTestId('airlock-swap-impact-warning')).toHaveCount(0)
  const [ethBefore, tokBefore] = await ex.reserves()
  const ausdBefore = await ex.ausdBalance(visitor.address)

  await modal.getByTestId('airlock-swap-submit').click()
  // Reviewed on the Swap view, and the built swap says just that: no second approval in the modal (issue 35 #2).
  await expect(modal.getByTestId('airlock-approve')).toHaveCount(0)
  // The swap ends in its success state: what went out, what came back (read from the receipt), a link.
  const success = modal.getByTestId('airlock-swap-success')
  await expect(success.getByTestId('airlock-swap-success-title')).toHaveText('Swap complete')
  const gained = (await ex.ausdBalance(visitor.address)) - ausdBefore
  expect(gained).toBeGreaterThan(parseUnits('29', 6))
  await expect(success.getByTestId('airlock-swap-success-summary')).toHaveText(`Swapped 0.01 ETH for ${formatUnits(gained, 6)} AUSD`)
  await expect(success.getByTestId('airlock-swap-success-explorer')).toHaveAttribute('href', /\/tx\/0x[0-9a-f]{64}$/)
  await expect(success.getByTestId('airlock-swap-success-done')).toBeFocused()
  expect(await ex.reserves()).toEqual([ethBefore + parseEther('0.01'), tokBefore - gained])

  // Done leads back to Account, whose Activity tells the trade in words.
  await success.getByTestId('airlock-swap-success-done').click()
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await clickAccountTab(modal, 'activity')
  const row = modal.getByTestId('airlock-activity-item').first()
  await expect(row.getByTestId('airlock-activity-title')).toHaveText(/^Swapped 0\.01 ETH for (29|30)\.\d{1,3} AUSD$/)
  await expect(row.getByTestId('airlock-activity-amount')).toHaveText(/^-0\.01 ETH, \+(29|30)\.\d{1,3} AUSD$/)
  await expect(row.getByTestId('airlock-activity-counterparty')).toHaveCount(0)
})

test('AUSD → ETH: approves exactly the amount first, then swaps, with no approval view in between; typing the amount received works too', async ({ page, modal }) => {
  await openSwap(page, modal)
  await modal.getByTestId('airlock-swap-from-token').selectOption(AUSD)
  await expect(modal.getByTestId('airlock-swap-to-token')).toHaveValue(/eeeeeeee/i)
  // Type what should arrive: the view asks for the AUSD it takes.
  await modal.getByTestId('airlock-swap-to-amount').fill('0.02')
  await expect(modal.getByTestId('airlock-swap-from-amount')).toHaveValue(/^(59|60|61)\.\d+$/)
  await modal.getByTestId('airlock-swap-from-amount').fill('100')
  await expect(modal.getByTestId('airlock-swap-to-amount')).toHaveValue(/^0\.03\d+$/)
  const [ethBefore, tokBefore] = await ex.reserves()
  const ethOfVisitor = await ex.client.getBalance({ address: visitor.address })
  const firstBlock = (await ex.client.getBlockNumber({ cacheTime: 0 })) + 1n
  expect(await ex.allowance(visitor.address)).toBe(0n)

  await modal.getByTestId('airlock-swap-submit').click()
  await expect(modal.getByTestId('airlock-swap-success-summary')).toHaveText(/^Swapped 100 AUSD for 0\.03\d+ ETH$/)
  await expect(modal.getByTestId('airlock-approve')).toHaveCount(0)
  // New swap: back on the Swap view, ready for the next trade.
  await modal.getByTestId('airlock-swap-again').click()
  await expect(modal.getByTestId('airlock-swap-from-amount')).toHaveValue('')

  const [ethAfter, tokAfter] = await ex.reserves()
  expect(tokAfter).toBe(tokBefore + parseUnits('100', 6))
  expect(ethAfter).toBeLessThan(ethBefore)
  // The visitor got exactly what the pool gave, less the gas its approval and swap paid (read
  // from their receipts: the chain's base fee moves with the specs that ran before).
  const ethNow = await ex.client.getBalance({ address: visitor.address })
  let gasPaid = 0n
  let sent = 0
  for (let n = firstBlock, last = await ex.client.getBlockNumber({ cacheTime: 0 }); n <= last; n++) {
    for (const tx of (await ex.client.getBlock({ blockNumber: n, includeTransactions: true })).transactions) {
      if (tx.from.toLowerCase() !== visitor.address.toLowerCase()) continue
      const receipt = await ex.client.getTransactionReceipt({ hash: tx.hash })
      gasPaid += receipt.gasUsed * receipt.effectiveGasPrice
      sent++
    }
  }
  expect(sent).toBe(2)
  expect(ethNow - ethOfVisitor).toBe(ethBefore - ethAfter - gasPaid)
  expect(await ex.allowance(visitor.address)).toBe(0n)
})

test('a price that moves past the slippage tolerance: the swap reverts, nothing moves, the visitor is told', async ({ page, modal }) => {
  await openSwap(page, modal)
  await modal.getByTestId('airlock-swap-slippage').fill('0.1')
  await modal.getByTestId('airlock-swap-from-amount').fill('0.5')
  await expect(modal.getByTestId('airlock-swap-minimum')).toHaveText(/AUSD$/)
  // Someone else buys 3 ETH of AUSD once the swap is built, before the wallet sends it: the price moves ~3 %.
  let reservesBefore: readonly [bigint, bigint] = [0n, 0n]
  let ausdBefore = 0n
  await page.context().route(/\/v1\/convert\/build-transaction/, async (route) => {
    const built = await route.fetch()
    await ex.buyAusd(testAccounts[9]!.privateKey, parseEther('3'))
    reservesBefore = await ex.reserves()
    ausdBefore = await ex.ausdBalance(visitor.address)
    await route.fulfill({ response: built })
  })
  await modal.getByTestId('airlock-swap-submit').click()
  await expect(modal.getByTestId('airlock-toast')).toHaveText(/the price moved more than your slippage tolerance allows/)
  expect(await ex.reserves()).toEqual(reservesBefore)
  expect(await ex.ausdBalance(visitor.address)).toBe(ausdBefore)
})

test('a network without swaps: the view says so and asks the service nothing', async ({ page, modal }) => {
  const convertCalls: string[] = []
  page.context().on('request', (r) => void (r.url().includes('/v1/convert/') && convertCalls.push(r.url())))
  // Arbitrum One is a swap chain (docs/constants.md#swaps), but the local data service does not serve it: no swaps.
  await installTestWallet(page, { account: 4, chainId: 42161, rpc: { '42161': urls.rpc['1'] } })
  const options = `{ networks: [window.Airlock.arbitrum, window.Airlock.mainnet], customRpcUrls: { 'eip155:42161': ${JSON.stringify(urls.rpc['1'])}, 'eip155:1': ${JSON.stringify(urls.rpc['1'])} } }`
  await page.goto(await serveTestPage(page, urls.demo, '__t/swap-unsupported.html', hostPage(options)))
  await page.locator('#opener').click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expectModalShown(page, false)
  await page.locator('#opener').click()
  await expect(modal.getByTestId('airlock-account-network')).toContainText('Arbitrum One')
  await modal.getByTestId('airlock-feature-swaps').click()
  await expect(modal.getByTestId('airlock-swap-unsupported')).toContainText('Network not supported for Swaps')
  expect(convertCalls).toEqual([])
})

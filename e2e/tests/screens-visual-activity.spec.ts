import type { Page } from '@playwright/test'
import { createPublicClient, createTestClient, createWalletClient, defineChain, erc20Abi, http, parseEther, parseUnits } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { tokenAddress } from '../../services/fixtures/contracts/tokenAddress'
import { exchangeOnChain as ex } from '../fixtures/exchangeOnChain'
import { connectFromDemo } from '../fixtures/injectedFlows'
import { payWithTestCard } from '../fixtures/onrampFlows'
import { checkScreen } from '../fixtures/screenCheck'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { installTestWallet } from '../fixtures/testWallet'
import { clickAccountTab } from '../fixtures/clickAccountTab'

// The ends of the stories (issue 35): Activity with a token send and a swap in words, the swap's
// success state and the purchase's "Purchase complete", on a 360 px phone in both themes: a
// screenshot of each for review (e2e/screenshots/screen-*.png) and a failing check for a sideways
// overflow, a toast over a control or an axe violation. A fresh account each time, so the rows
// are the same on every run. The context carries the size (see modal-bottom-clicks.spec.ts).

const chain = defineChain({ id: 1, name: 'Local Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [urls.rpc['1']] } } })
const transport = http(urls.rpc['1'])
const publicClient = createPublicClient({ chain, transport })

async function setTheme(page: Page, theme: 'dark' | 'light') {
  await page.addInitScript((mode) => localStorage.setItem('airlock-demo-theme', mode), theme)
}

/** A fresh account with 10 ETH that bought AUSD at the exchange and sent 5 of it on. */
async function accountWithStory(): Promise<`0x${string}`> {
  const key = generatePrivateKey()
  const account = privateKeyToAccount(key)
  await createTestClient({ chain, transport, mode: 'anvil' }).setBalance({ address: account.address, value: parseEther('10') })
  const wallet = createWalletClient({ chain, transport, account })
  await ex.buyAusd(key, parseEther('0.2'))
  const send = await wallet.writeContract({ address: tokenAddress(), abi: erc20Abi, functionName: 'transfer', args: [privateKeyToAccount(generatePrivateKey()).address, parseUnits('5', 6)] })
  await publicClient.waitForTransactionReceipt({ hash: send })
  return key
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`360 px ${theme}`, () => {
    test.use({ viewport: { width: 360, height: 740 } })
    const shot = (name: string) => `screen-${name}-${theme}-360`

    test(`Activity, the swap's success and the purchase's completion look finished at 360 px (${theme})`, async ({ page, modal }) => {
      const privateKey = await accountWithStory()
      await setTheme(page, theme)
      await installTestWallet(page, { privateKey } as Parameters<typeof installTestWallet>[1])
      await openDemo(page)
      await connectFromDemo(page, modal)
      await page.getByTestId('demo-connect').click()
      await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()

      await clickAccountTab(modal, 'activity')
      await expect(modal.getByTestId('airlock-activity-title').nth(1)).toHaveText(/^Swapped 0\.2 ETH for \d{3}\.\d+ AUSD$/)
      await checkScreen(page, modal, 'airlock-activity', shot('Activity'))

      await modal.getByTestId('airlock-feature-swaps').click()
      await modal.getByTestId('airlock-swap-from-amount').fill('0.01')
      await expect(modal.getByTestId('airlock-swap-to-amount')).toHaveValue(/^\d+\.\d+$/)
      await modal.getByTestId('airlock-swap-submit').click()
      await expect(modal.getByTestId('airlock-swap-success-summary')).toHaveText(/^Swapped 0\.01 ETH for \d+\.\d+ AUSD$/)
      await checkScreen(page, modal, 'airlock-swap-success', shot('SwapSuccess'))
      await modal.getByTestId('airlock-swap-success-done').click()
      await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()

      await modal.getByTestId('airlock-feature-onramp').click()
      await modal.getByTestId('airlock-onramp-provider-card').click()
      await modal.getByTestId('airlock-onramp-amount').fill('100')
      await expect(modal.getByTestId('airlock-onramp-buy')).toBeEnabled()
      const [popup] = await Promise.all([page.waitForEvent('popup'), modal.getByTestId('airlock-onramp-buy').click()])
      await payWithTestCard(popup)
      await expect(modal.getByTestId('airlock-onramp-done-title')).toHaveText('Purchase complete')
      await checkScreen(page, modal, 'airlock-onramp-done', shot('OnRampComplete'))
      await modal.getByTestId('airlock-onramp-done-done').click()
      await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
    })
  })
}

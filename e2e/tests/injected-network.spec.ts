import type { Page } from '@playwright/test'
import { connectFromDemo, setWallet, walletCalls } from '../fixtures/injectedFlows'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { installTestWallet, TEST_WALLET, type TestWalletControl } from '../fixtures/testWallet'

const SWITCH_FAILED_BASE =
  "Failed to switch to chain 'eip155:8453'. The chain is not approved or the wallet does not support 'wallet_switchEthereumChain' method."

const wallet = <T>(page: Page, fn: (w: TestWalletControl) => T) =>
  page.evaluate(
    ([rdns, body]) => new Function('w', `return (${body})(w)`)((window as unknown as { testWallets: Record<string, TestWalletControl> }).testWallets[rdns]!),
    [TEST_WALLET.rdns, fn.toString()] as const,
  ) as Promise<T>

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

test('the dapp switches to Base and the modal switches back to Ethereum; the dapp hears chainChanged both ways', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await expect(page.getByTestId('demo-chain')).toHaveText('Ethereum (1)')
  await page.getByTestId('demo-switch').click()
  await expect(page.getByTestId('demo-switch-result')).toHaveAttribute('data-state', 'ok')
  await expect(page.getByTestId('demo-chain')).toHaveText('Base (8453)')
  expect(await wallet(page, (w) => w.calls.filter((c) => c.method === 'wallet_switchEthereumChain').length)).toBe(1)
  await expect(page.getByTestId('demo-events').locator('[data-event="chainChanged"]')).toHaveCount(1)

  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId('airlock-account-network')).toContainText('Base')
  await modal.getByTestId('airlock-account-network').click()
  await modal.getByTestId('airlock-network-eip155:1').click()
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await expect(modal.getByTestId('airlock-account-network')).toContainText('Ethereum')
  await expect(page.getByTestId('demo-chain')).toHaveText('Ethereum (1)')
  await expect(page.getByTestId('demo-events').locator('[data-event="chainChanged"]')).toHaveCount(2)
  expect(await wallet(page, (w) => w.calls.filter((c) => c.method === 'eth_chainId').length)).toBeGreaterThan(0)
})

test('a chain change made in the wallet shows in the modal and reaches the dapp', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await wallet(page, (w) => w.setChain(8453))
  await expect(page.getByTestId('demo-chain')).toHaveText('Base (8453)')
  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId('airlock-account-network')).toContainText('Base')
})

test('a chain the wallet does not know is added (wallet_addEthereumChain with the local RPC first), then switched to', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await wallet(page, (w) => w.forgetChain(8453))
  await page.getByTestId('demo-switch').click()
  await expect(page.getByTestId('demo-switch-result')).toHaveAttribute('data-state', 'ok')
  await expect(page.getByTestId('demo-chain')).toHaveText('Base (8453)')
  expect(await wallet(page, (w) => w.added)).toEqual([
    {
      chainId: '0x2105',
      chainName: 'Base',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: [urls.rpc['8453'], 'https://mainnet.base.org'],
      blockExplorerUrls: ['https://basescan.org'],
    },
  ])
  const methods = await walletCalls(page)
  const first = methods.indexOf('wallet_switchEthereumChain')
  expect(methods.slice(first, first + 3)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
})

test("a wallet that can't switch gives the exact text to the dapp, and the modal a line naming the network", async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await wallet(page, (w) => w.forgetChain(8453))
  await setWallet(page, { failures: { wallet_addEthereumChain: { code: -32603, message: 'cannot add' } } })
  await page.getByTestId('demo-switch').click()
  await expect(page.getByTestId('demo-switch-result')).toHaveText(`Error 5000: ${SWITCH_FAILED_BASE}`)
  await expect(page.getByTestId('demo-chain')).toHaveText('Ethereum (1)')

  await page.getByTestId('demo-connect').click()
  await modal.getByTestId('airlock-account-network').click()
  await modal.getByTestId('airlock-network-eip155:8453').click()
  await expect(modal.getByTestId('airlock-toast')).toContainText('Couldn’t switch to Base.')
  await expect(modal.getByTestId('airlock-toast')).not.toContainText('eip155')
  await expect(modal.getByTestId('airlock-view-Networks')).toBeVisible()
})

test('a refused switch is a 4001 for the dapp and the chain stays', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await setWallet(page, { reject: true })
  await page.getByTestId('demo-switch').click()
  await expect(page.getByTestId('demo-switch-result')).toContainText('Error 4001')
  await expect(page.getByTestId('demo-chain')).toHaveText('Ethereum (1)')
})

test('an unknown chain chosen in the wallet opens UnsupportedChain; picking Ethereum there switches back', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await wallet(page, (w) => w.setChain(10))
  await expect(modal.getByTestId('airlock-view-UnsupportedChain')).toBeVisible()
  await modal.getByTestId('airlock-network-eip155:1').click()
  await expect(page.locator('dialog[data-airlock="dialog"][aria-modal="true"]')).toHaveCount(0)
  await expect(page.getByTestId('demo-chain')).toHaveText('Ethereum (1)')
})

import type { FrameLocator, Page } from '@playwright/test'
import { createPublicClient, http, recoverMessageAddress, toHex, type Hex } from 'viem'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { walletCalls } from '../fixtures/injectedFlows'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'

const DEAD = '0x000000000000000000000000000000000000dEaD'
const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
const chain8453 = createPublicClient({ transport: http(urls.rpc['8453']) })
const FIVE_ETH = '0x4563918244f40000'

/** The attacking dapp: the host SDK with the options it likes, and the test wallet connected through the modal. */
async function connected(page: Page, modal: FrameLocator, options = '{}') {
  await installTestWallet(page)
  await page.goto(await serveTestPage(page, urls.demo, '/__t/attacker.html', hostPage(options)))
  await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
  const accounts = call(page, { method: 'eth_requestAccounts' })
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  expect(await accounts).toEqual({ result: [TEST_WALLET.address] })
  await expectModalShown(page, false)
}

/** Starts a request from the page and leaves it running; `settled(page, key)` reads how it ended. */
function fire(page: Page, key: string, args: unknown) {
  return page.evaluate(
    ([k, a]) => {
      const w = window as never as { results: Record<string, unknown>; call(a: unknown): Promise<unknown> }
      w.results ??= {}
      void w.call(a).then((r) => (w.results[k as string] = r))
    },
    [key, args] as const,
  )
}
const settled = (page: Page, key: string) => page.evaluate((k) => (window as never as { results?: Record<string, unknown> }).results?.[k], key)
const call = (page: Page, args: unknown) => page.evaluate((a) => (window as never as { call(a: unknown): Promise<unknown> }).call(a), args)

test('Back then Approve approves the request on screen, never a hidden one: the sign-in is signed and the 5 ETH never leaves', async ({ page, modal }) => {
  await connected(page, modal)
  const deadBefore = await chain1.getBalance({ address: DEAD })
  await fire(page, 'sign', { method: 'personal_sign', params: [toHex('Sign in to example.com'), TEST_WALLET.address] })
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'personal_sign')
  await fire(page, 'send', { method: 'eth_sendTransaction', params: [{ from: TEST_WALLET.address, to: DEAD, value: FIVE_ETH }] })
  // The visitor goes back if the modal offers it, and finds the sign-in message on screen.
  const back = modal.getByTestId('airlock-back')
  if (await back.isVisible()) await back.click()
  await expect(modal.getByTestId('airlock-approve-message')).toHaveText('Sign in to example.com')
  await expect(modal.getByTestId('airlock-approve-queue')).toHaveText('Request 1 of 2')
  await expect(modal.getByTestId('airlock-approve-confirm')).toBeEnabled()
  await modal.getByTestId('airlock-approve-confirm').click()

  await expect.poll(() => settled(page, 'sign')).toMatchObject({ result: expect.stringMatching(/^0x/) })
  const { result } = (await settled(page, 'sign')) as { result: Hex }
  expect(await recoverMessageAddress({ message: 'Sign in to example.com', signature: result })).toBe(TEST_WALLET.address)
  expect(await walletCalls(page)).not.toContain('eth_sendTransaction')
  // The queued send is shown next, in full, and only it can be decided now.
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'eth_sendTransaction')
  await expect(modal.getByTestId('airlock-approve-value')).toHaveText('5 ETH')
  await modal.getByTestId('airlock-approve-reject').click()
  await expect.poll(() => settled(page, 'send')).toMatchObject({ code: 4001 })
  expect(await chain1.getBalance({ address: DEAD })).toBe(deadBefore)
})

test("the host's open(view) can't push a pending approval off the screen", async ({ page, modal }) => {
  await connected(page, modal)
  await fire(page, 'send', { method: 'eth_sendTransaction', params: [{ from: TEST_WALLET.address, to: DEAD, value: '0x1' }] })
  await expect(modal.getByTestId('airlock-approve')).toBeVisible()
  await page.evaluate(() => (window as never as { modal: { open(v: string): Promise<void> } }).modal.open('Networks'))
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'eth_sendTransaction')
  await modal.getByTestId('airlock-approve-reject').click()
  await expect.poll(() => settled(page, 'send')).toMatchObject({ code: 4001 })
})

test('a request for Base is shown as Base and mined on Base, never on the chain the wallet was on', async ({ page, modal }) => {
  await connected(page, modal)
  const to = testAccounts[3]!.address
  const [before1, before8453] = await Promise.all([chain1.getBalance({ address: to }), chain8453.getBalance({ address: to })])
  await fire(page, 'send', { method: 'eth_sendTransaction', chainId: 'eip155:8453', params: [{ from: TEST_WALLET.address, to, value: '0x2386f26fc10000' }] })
  await expect(modal.getByTestId('airlock-approve-network')).toHaveText('Base')
  await expect(modal.getByTestId('airlock-approve-value')).toHaveText('0.01 ETH')
  await expect(modal.getByTestId('airlock-approve-confirm')).toBeEnabled()
  await modal.getByTestId('airlock-approve-confirm').click()
  await expect.poll(() => settled(page, 'send'), { timeout: 15_000 }).toMatchObject({ result: expect.stringMatching(/^0x[0-9a-f]{64}$/) })
  const { result } = (await settled(page, 'send')) as { result: Hex }
  const receipt = await chain8453.waitForTransactionReceipt({ hash: result })
  expect(receipt.status).toBe('success')
  expect(await chain8453.getBalance({ address: to })).toBe(before8453 + 10_000_000_000_000_000n)
  expect(await chain1.getBalance({ address: to })).toBe(before1)
})

test("a dapp that renames chain 1 and gives it 36 decimals still shows 5 ETH on Ethereum", async ({ page, modal }) => {
  const renamed = `{ networks: [Object.assign({}, window.Airlock.mainnet, { name: 'Sepolia Testnet', nativeCurrency: { name: 'Sepolia Ether', symbol: 'SepoliaETH', decimals: 36 } }), window.Airlock.base] }`
  await connected(page, modal, renamed)
  await fire(page, 'send', { method: 'eth_sendTransaction', params: [{ from: TEST_WALLET.address, to: DEAD, value: FIVE_ETH }] })
  await expect(modal.getByTestId('airlock-approve-network')).toHaveText('Ethereum')
  await expect(modal.getByTestId('airlock-approve-value')).toHaveText('5 ETH')
  await modal.getByTestId('airlock-approve-reject').click()
  await expect.poll(() => settled(page, 'send')).toMatchObject({ code: 4001 })
})

test('nothing is cut: the 100 ETH call at the end of a 12-call wallet_sendCalls is shown', async ({ page, modal }) => {
  await connected(page, modal)
  const calls = [...Array.from({ length: 11 }, (_, i) => ({ to: DEAD, value: '0x1', data: `0x${'ab'.repeat(40)}${i}0` })), { to: DEAD, value: '0x56bc75e2d63100000' }]
  await fire(page, 'batch', { method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: TEST_WALLET.address, chainId: '0x1', atomicRequired: true, calls }] })
  await expect(modal.getByTestId('airlock-approve-calls').locator('li')).toHaveCount(12)
  const last = modal.getByTestId('airlock-approve-call-11-value')
  await last.scrollIntoViewIfNeeded()
  await expect(last).toHaveText('100 ETH')
  await expect(last).toBeInViewport()
  await modal.getByTestId('airlock-approve-reject').click()
  await expect.poll(() => settled(page, 'batch')).toMatchObject({ code: 4001 })
})

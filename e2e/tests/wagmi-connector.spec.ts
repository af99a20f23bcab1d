import { recoverMessageAddress, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { walletCalls } from '../fixtures/injectedFlows'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { serveWagmiConnectorDapp, type WagmiVersion } from '../fixtures/wagmiConnectorDapp'
import { connectThroughWagmi, sendThroughWagmi } from '../fixtures/wagmiConnectorFlows'

const modalOrigin = new URL(urls.modal).origin
// A second address for the wallet to switch to (any key: the wallet only reports it).
const OTHER = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d').address
/**
 * Whether the page fetched the host SDK or framed the modal. The host SDK is the chunk the
 * bundler split off for `airlock/wagmi`'s import of the package's index.js (esbuild names a
 * chunk of an index file after its folder: `host-sdk-<hash>.js`); the dapp's other chunks are wagmi's and viem's.
 */
const sdkLoaded = (page: import('@playwright/test').Page) =>
  page.evaluate(() => ({
    chunks: performance.getEntriesByType('resource').filter((e) => /\/__w\/host-sdk-[^/]+\.js$/.test(e.name)).length,
    iframe: document.querySelector('iframe[data-airlock="iframe"]') !== null,
  }))

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

for (const version of [3, 2] as WagmiVersion[]) {
  test(`wagmi ${version}: airlock(options) loads nothing at page load, connect opens the modal, and wagmi follows the modal's chain and disconnect`, async ({ page, modal }) => {
    await page.goto(await serveWagmiConnectorDapp(page, version))
    await expect(page.locator('#wagmi-status')).toHaveAttribute('data-status', 'disconnected')
    expect(await sdkLoaded(page)).toEqual({ chunks: 0, iframe: false })

    await connectThroughWagmi(page, modal)
    await expect(page.locator('#wagmi-chain')).toHaveText('1')
    expect((await sdkLoaded(page)).chunks).toBe(1)
    expect(page.frames().some((f) => f.url().startsWith(modalOrigin))).toBe(true)

    // wagmi's signMessage goes through the connector's provider: approved in the modal, signed by the wallet.
    await page.locator('#wagmi-sign').click()
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'personal_sign')
    await modal.getByTestId('airlock-approve-confirm').click()
    await expect(page.locator('#wagmi-result')).toHaveAttribute('data-state', 'ok')
    const signature = (await page.locator('#wagmi-result').textContent()) as Hex
    expect(await recoverMessageAddress({ message: 'Hello from a wagmi dapp', signature })).toBe(TEST_WALLET.address)

    // The wallet moves to Base on its side: the modal follows it, and wagmi follows the modal.
    await page.evaluate((r) => (window as unknown as { testWallets: Record<string, { setChain(c: number): void }> }).testWallets[r]!.setChain(8453), TEST_WALLET.rdns)
    await expect(page.locator('#wagmi-chain')).toHaveText('8453')

    // wagmi's switchChain back to Ethereum: the modal switches the wallet, and wagmi shows it.
    await page.locator('#wagmi-switch').click()
    await expect(page.locator('#wagmi-result')).toHaveAttribute('data-state', 'ok')
    await expect(page.locator('#wagmi-chain')).toHaveText('1')

    // Disconnect in the modal's Account view (opened through the connector's getModal()): wagmi hears it.
    await page.locator('#wagmi-account').click()
    await modal.getByTestId('airlock-account-disconnect').click()
    await expect(page.locator('#wagmi-status')).toHaveAttribute('data-status', 'disconnected')
    await expect(page.locator('#wagmi-address')).toHaveText('')
  })
}

test('wagmi 3: a reload reconnects from wagmi\'s storage without a prompt', async ({ page, modal }) => {
  await page.goto(await serveWagmiConnectorDapp(page, 3))
  await connectThroughWagmi(page, modal)
  await page.reload()
  await expect(page.locator('#wagmi-status')).toHaveAttribute('data-status', 'connected')
  await expect(page.locator('#wagmi-address')).toHaveText(TEST_WALLET.address)
  await expectModalShown(page, false)
})

test("wagmi 3: disconnect() through wagmi ends the modal's session, and a reload stays disconnected without loading the SDK", async ({ page, modal }) => {
  await page.goto(await serveWagmiConnectorDapp(page, 3))
  await connectThroughWagmi(page, modal)
  await page.locator('#wagmi-disconnect').click()
  await expect(page.locator('#wagmi-status')).toHaveAttribute('data-status', 'disconnected')
  expect(await walletCalls(page)).toContain('wallet_revokePermissions')
  await page.reload()
  await expect(page.locator('#wagmi-status')).toHaveAttribute('data-status', 'disconnected')
  expect(await sdkLoaded(page)).toEqual({ chunks: 0, iframe: false })
})

test('wagmi 3: sendTransaction through the connector lands on chain after the approval in the modal', async ({ page, modal }) => {
  await page.goto(await serveWagmiConnectorDapp(page, 3))
  await connectThroughWagmi(page, modal)
  await sendThroughWagmi(page, modal)
})

for (const version of [3, 2] as WagmiVersion[]) {
  test(`wagmi ${version}: after a reload's reconnect, disconnect() through wagmi finishes: the modal's session ends and a second reload stays disconnected`, async ({ page, modal }) => {
    await page.goto(await serveWagmiConnectorDapp(page, version))
    await connectThroughWagmi(page, modal)
    await page.reload()
    await expect(page.locator('#wagmi-status')).toHaveAttribute('data-status', 'connected')
    await page.locator('#wagmi-disconnect').click()
    await expect(page.locator('#wagmi-status')).toHaveAttribute('data-status', 'disconnected')
    await expect(page.locator('#wagmi-address')).toHaveText('')
    expect(await walletCalls(page)).toContain('wallet_revokePermissions')
    await page.reload()
    await expect(page.locator('#wagmi-status')).toHaveAttribute('data-status', 'disconnected')
    expect(await sdkLoaded(page)).toEqual({ chunks: 0, iframe: false })
  })

  test(`wagmi ${version}: the wallet's own account switch reaches the dapp through the connector, before and after a reload`, async ({ page, modal }) => {
    const switchTo = (account: string) => page.evaluate(([rdns, a]) => (window as unknown as { testWallets: Record<string, { emit(e: string, d: unknown): void }> }).testWallets[rdns!]!.emit('accountsChanged', [a]), [TEST_WALLET.rdns, account])
    await page.goto(await serveWagmiConnectorDapp(page, version))
    await connectThroughWagmi(page, modal)
    await switchTo(OTHER)
    await expect(page.locator('#wagmi-address')).toHaveText(OTHER)
    await switchTo(TEST_WALLET.address)
    await expect(page.locator('#wagmi-address')).toHaveText(TEST_WALLET.address)
    await page.reload()
    await expect(page.locator('#wagmi-status')).toHaveAttribute('data-status', 'connected')
    // Connected shows from what the modal remembers, before the wallet itself is back; the wallet's
    // switch reaches the dapp once the modal listens to the wallet again (a switch before is not heard).
    await expect(async () => {
      await switchTo(OTHER)
      await expect(page.locator('#wagmi-address')).toHaveText(OTHER, { timeout: 1_000 })
    }).toPass()
  })
}

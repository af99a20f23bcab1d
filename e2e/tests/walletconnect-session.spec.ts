import type { FrameLocator, Page } from '@playwright/test'
import { createPublicClient, http, verifyMessage, type Hex } from 'viem'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { SIGN_MESSAGE } from '../../demo/ui/bindActions'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { startWcWallet, type WcWallet } from '../fixtures/wcWallet'

const short = (address: string) => `${address.slice(0, 4)}…${address.slice(-6)}`

let wallet: WcWallet
test.beforeEach(async () => {
  wallet = await startWcWallet({ relayUrl: urls.relay, rpcUrls: urls.rpc })
})
test.afterEach(async () => {
  await wallet.disconnect().catch(() => undefined)
  await wallet.close()
})

/** Connect → WalletConnect, then the URI as the copy button carries it. */
async function showUri(page: Page, modal: FrameLocator): Promise<string> {
  await page.getByTestId('demo-connect').click()
  await modal.getByTestId('airlock-connector-walletConnect').click()
  await expect(modal.getByTestId('airlock-wc-qr')).toBeVisible()
  const uri = await modal.getByTestId('airlock-wc-copy').getAttribute('data-uri')
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  await expect(modal.getByTestId('airlock-wc-qr')).toHaveAttribute('data-uri', uri!)
  return uri!
}

async function approveInModal(modal: FrameLocator, method: string) {
  const view = modal.getByTestId('airlock-approve')
  await expect(view).toHaveAttribute('data-method', method)
  await expect(view).toHaveAttribute('data-armed', 'true')
  await modal.getByTestId('airlock-approve-confirm').click()
}

test('a WalletConnect wallet pairs from the QR URI, signs, sends, switches, changes account, survives a reload and disconnects', async ({ page, modal, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(urls.modal).origin })
  await openDemo(page)
  const uri = await showUri(page, modal)
  await modal.getByTestId('airlock-wc-copy').click()

  const first = testAccounts[0]!.address
  expect((await wallet.pair(uri)).rejected).toBe(false)
  // The wallet is shown the dapp's origin (the one the handshake proved), not the modal's frame.
  expect(wallet.client.session.get(wallet.topic()!).peer.metadata.url).toBe(new URL(urls.demo).origin)
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await expect(modal.getByTestId('airlock-account-address')).toHaveText(short(first))
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('demo-address')).toContainText(first.slice(0, 6))
  await modal.getByTestId('airlock-close').click()

  // personal_sign: approved in the modal, signed by the wallet, verified here.
  await page.getByTestId('demo-sign').click()
  await approveInModal(modal, 'personal_sign')
  const signResult = page.getByTestId('demo-sign-result')
  await expect(signResult).toHaveAttribute('data-state', 'ok')
  const signature = ((await signResult.textContent()) ?? '').match(/0x[0-9a-f]+/i)?.[0] as Hex
  expect(await verifyMessage({ address: first, message: SIGN_MESSAGE, signature })).toBe(true)

  // eth_sendTransaction: the wallet sends it to the local chain 1; the receipt is on anvil.
  await page.getByTestId('demo-send-to').selectOption('second')
  await page.getByTestId('demo-send').click()
  await approveInModal(modal, 'eth_sendTransaction')
  const sendResult = page.getByTestId('demo-send-result')
  await expect(sendResult).toHaveAttribute('data-state', 'ok')
  const hash = ((await sendResult.textContent()) ?? '').match(/0x[0-9a-f]{64}/i)?.[0] as Hex
  const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
  const receipt = await chain1.waitForTransactionReceipt({ hash, timeout: 10_000 })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(first.toLowerCase())
  expect(receipt.to?.toLowerCase()).toBe(testAccounts[1]!.address.toLowerCase())
  expect(wallet.requests).toEqual(['session_proposal', 'personal_sign', 'eth_sendTransaction'])

  // Switch to Base (approved in the session): the dapp sees chainChanged.
  await page.getByTestId('demo-switch').click()
  await expect(page.getByTestId('demo-switch-result')).toHaveAttribute('data-state', 'ok')
  await expect(page.getByTestId('demo-chain')).toContainText('8453')
  await expect(page.getByTestId('demo-events').locator('[data-event="chainChanged"]').first()).toBeVisible()

  // The wallet changes account: dapp and modal follow.
  const second = testAccounts[2]!.address
  await wallet.changeAccount(2)
  await expect(page.getByTestId('demo-address')).toContainText(second.slice(0, 6))
  await expect(page.getByTestId('demo-events').locator('[data-event="accountsChanged"]').first()).toBeVisible()
  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId('airlock-account-address')).toHaveText(short(second))
  await modal.getByTestId('airlock-close').click()

  // Reload: the session comes back from the modal's IndexedDB.
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
  await expect(page.getByTestId('demo-address')).toContainText(second.slice(0, 6))
  await page.getByTestId('demo-sign').click()
  await approveInModal(modal, 'personal_sign')
  await expect(page.getByTestId('demo-sign-result')).toHaveAttribute('data-state', 'ok')
  const restoredSig = ((await page.getByTestId('demo-sign-result').textContent()) ?? '').match(/0x[0-9a-f]+/i)?.[0] as Hex
  expect(await verifyMessage({ address: second, message: SIGN_MESSAGE, signature: restoredSig })).toBe(true)

  // The wallet ends the session: modal and dapp see it.
  await wallet.disconnect()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
  await expect(page.getByTestId('demo-events').locator('[data-event="disconnect"]')).toHaveCount(1)
  await page.getByTestId('demo-connect').click()
  await expect(modal.getByTestId('airlock-view-Connect')).toBeVisible()
})

test('disconnect from the modal deletes the session on the wallet side too', async ({ page, modal }) => {
  await openDemo(page)
  await wallet.pair(await showUri(page, modal))
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  const topic = wallet.topic()!
  await modal.getByTestId('airlock-account-disconnect').click()
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')
  await expect.poll(() => wallet.client.session.keys.includes(topic)).toBe(false)
})

test('a rejected proposal shows the error, and Try again gives a fresh URI', async ({ page, modal }) => {
  await openDemo(page)
  wallet.rejectProposals = true
  const uri = await showUri(page, modal)
  expect((await wallet.pair(uri)).rejected).toBe(true)
  await expect(modal.getByTestId('airlock-wc-error')).toBeVisible()
  await expect(modal.getByTestId('airlock-wc-error')).toContainText('Connection declined')
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'disconnected')

  wallet.rejectProposals = false
  await modal.getByTestId('airlock-wc-retry').click()
  await expect(modal.getByTestId('airlock-wc-qr')).toBeVisible()
  const fresh = await modal.getByTestId('airlock-wc-copy').getAttribute('data-uri')
  expect(fresh).not.toBe(uri)
  await wallet.pair(fresh!)
  await expect(page.getByTestId('demo-status')).toHaveAttribute('data-status', 'connected')
})

import jsQR from 'jsqr'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { expectNoA11yViolations } from '../fixtures/axe'
import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { openAccountAs } from '../fixtures/walletFeatureFlows'

test('Receive shows the address as a QR code that decodes to it, with copy and the EVM networks', async ({ page, modal, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const address = testAccounts[5]!.address
  await openAccountAs(page, modal, 5)
  await modal.getByTestId('airlock-feature-receive').click()
  await expect(modal.getByTestId('airlock-view-WalletReceive')).toBeVisible()
  await expect(modal.getByTestId('airlock-receive-address')).toHaveText(address)

  // Decode the rendered pixels, not the markup: what a phone camera would read.
  const png = (await modal.getByTestId('airlock-receive-qr').screenshot()).toString('base64')
  const shot = await page.evaluate(async (b64) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(b64), (c) => c.charCodeAt(0))], { type: 'image/png' }))
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height)
    const ctx = canvas.getContext('2d')!
    ctx.drawImage(bitmap, 0, 0)
    return { width: bitmap.width, height: bitmap.height, data: Array.from(ctx.getImageData(0, 0, bitmap.width, bitmap.height).data) }
  }, png)
  const decoded = jsQR(Uint8ClampedArray.from(shot.data), shot.width, shot.height)
  expect(decoded?.data).toBe(address)

  const networks = modal.getByTestId('airlock-receive-networks')
  await expect(networks.locator('li')).toHaveText([/Ethereum$/, /Base$/])

  await modal.getByTestId('airlock-receive-copy').click()
  await expect(modal.getByTestId('airlock-toast')).toContainText('Address copied')
})

test('Send, its preview and Receive have no accessibility violations', async ({ page, modal }) => {
  // The bare host page: the demo's own landmarks are not under test here.
  await installTestWallet(page, { account: 5 })
  await page.goto(await serveTestPage(page, urls.demo, '/__t/wallet-views.html', hostPage()))
  await page.locator('#opener').click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { status: string } } }).modal.getState().status)).toBe('connected')
  await page.evaluate(() => (window as unknown as { modal: { open(): Promise<void> } }).modal.open())
  await expect(modal.getByTestId('airlock-view-Account')).toBeVisible()
  await modal.getByTestId('airlock-feature-receive').click()
  await expect(modal.getByTestId('airlock-receive-qr')).toBeVisible()
  await expectNoA11yViolations(page, 'WalletReceive')
  await modal.getByTestId('airlock-back').click()
  await modal.getByTestId('airlock-feature-send').click()
  await modal.getByTestId('airlock-send-amount').fill('0.01')
  await modal.getByTestId('airlock-send-receiver').fill(testAccounts[9]!.address)
  await expect(modal.getByTestId('airlock-send-preview')).toBeEnabled()
  await expectNoA11yViolations(page, 'WalletSend')
  await modal.getByTestId('airlock-send-preview').click()
  await expect(modal.getByTestId('airlock-send-review')).toBeVisible()
  await expectNoA11yViolations(page, 'WalletSendPreview')
})

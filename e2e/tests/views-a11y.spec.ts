import type { FrameLocator, Page } from '@playwright/test'
import { expectNoA11yViolations } from '../fixtures/axe'
import { setWallet } from '../fixtures/injectedFlows'
import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { clickAccountTab } from '../fixtures/clickAccountTab'

// The views a visitor meets while connecting and using a wallet, checked like the standalone
// ones in modal-frame.spec.ts: rendered, screenshot for review, and zero axe violations.

async function check(page: Page, modal: FrameLocator, testId: string, name: string) {
  await expect(modal.getByTestId(testId)).toBeVisible()
  await page.waitForTimeout(250)
  await page.screenshot({ path: `e2e/screenshots/${name}.png` })
  await expectNoA11yViolations(page, name)
}

const request = (page: Page, args: object) =>
  void page.evaluate((a) => (window as never as { modal: { provider: { request(a: object): Promise<unknown> } } }).modal.provider.request(a).catch(() => undefined), args)

for (const theme of ['dark', 'light'] as const) {
  test(`connecting, account and approval views have no accessibility violations (${theme})`, async ({ page, modal }) => {
    await installTestWallet(page)
    await page.goto(await serveTestPage(page, urls.demo, '/__t/views.html', hostPage(`{ themeMode: '${theme}' }`)))
    await page.locator('#opener').click()

    await modal.getByTestId('airlock-connector-walletConnect').click()
    await expect(modal.getByTestId('airlock-wc-qr')).toHaveAttribute('data-uri', /^wc:/)
    await check(page, modal, 'airlock-wc-qr', `ConnectingWalletConnect-${theme}`)
    await modal.getByTestId('airlock-back').click()

    await setWallet(page, { reject: true })
    await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
    await expect(modal.getByTestId('airlock-connecting-external')).toHaveAttribute('data-state', 'rejected')
    await check(page, modal, 'airlock-connecting-external', `ConnectingExternal-rejected-${theme}`)
    await setWallet(page, { reject: false })
    await modal.getByTestId('airlock-connecting-retry').click()
    await expectModalShown(page, false)

    await page.evaluate(() => (window as never as { modal: { open(v: string): Promise<void> } }).modal.open('Account'))
    await check(page, modal, 'airlock-view-Account', `Account-tokens-${theme}`)
    await clickAccountTab(modal, 'activity')
    await check(page, modal, 'airlock-view-Account', `Account-activity-${theme}`)
    await modal.getByTestId('airlock-close').click()

    request(page, { method: 'personal_sign', params: ['0x48656c6c6f2c204169726c6f636b21', TEST_WALLET.address] })
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'personal_sign')
    await check(page, modal, 'airlock-approve', `ApproveTransaction-personal_sign-${theme}`)
    await modal.getByTestId('airlock-approve-reject').click()

    request(page, { method: 'eth_sendTransaction', params: [{ from: TEST_WALLET.address, to: TEST_WALLET.address, value: '0x1' }] })
    await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'eth_sendTransaction')
    await check(page, modal, 'airlock-approve', `ApproveTransaction-eth_sendTransaction-${theme}`)
    await modal.getByTestId('airlock-approve-reject').click()
    await expectModalShown(page, false)
  })
}

import { expect, expectModalShown, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import type { Page } from '@playwright/test'

type Win = { modal: { getState(): { status: string } }; events: { name: string; data: unknown }[]; call(args: unknown): Promise<{ result?: unknown; code?: number }> }
const status = (page: Page) => page.evaluate(() => (window as unknown as Win).modal.getState().status)
const events = (page: Page) => page.evaluate(() => (window as unknown as Win).events)
const call = (page: Page, args: unknown) => page.evaluate((a) => (window as unknown as Win).call(a), args)

test.beforeEach(async ({ page, modal }) => {
  await installTestWallet(page)
  await page.goto(await serveTestPage(page, urls.demo, '__t/revoke.html', hostPage()))
  await page.locator('#opener').click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expect.poll(() => status(page)).toBe('connected')
  await expectModalShown(page, false)
})

// wagmi's disconnect() sends this and waits only 100 ms: it must not wait for a click.
test('wallet_revokePermissions for eth_accounts disconnects at once, without an approval', async ({ page, modal }) => {
  await expect(call(page, { method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })).resolves.toEqual({ result: null })
  await expect.poll(() => status(page)).toBe('disconnected')
  await expect.poll(() => events(page)).toEqual(expect.arrayContaining([{ name: 'accountsChanged', data: [] }]))
  await expectModalShown(page, false)
  await expect(modal.getByTestId('airlock-approve')).toHaveCount(0)
  await expect(call(page, { method: 'eth_accounts' })).resolves.toEqual({ result: [] })
})

test('revoking another permission (ERC-7715) still asks for approval and stays connected when rejected', async ({ page, modal }) => {
  const revoked = call(page, { method: 'wallet_revokePermissions', params: [{ 'native-token-stream': {} }] })
  await expectModalShown(page, true)
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'wallet_revokePermissions')
  await modal.getByTestId('airlock-approve-reject').click()
  await expect(revoked).resolves.toMatchObject({ code: 4001 })
  expect(await status(page)).toBe('connected')
})

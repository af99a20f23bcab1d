import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { portOffset } from '../../config/urls'
import { defaultDatabasePath, SqliteStorage } from '../../services/fixtures/storage'
import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet } from '../fixtures/testWallet'

const AVATAR = 'data:image/svg+xml,' + encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#e91e63"/></svg>')

test('the Account view shows the profile name and avatar the identity service knows', async ({ page, modal }) => {
  const account = testAccounts[7]!.address
  const storage = SqliteStorage.open({ path: defaultDatabasePath('test', portOffset()) })
  await storage.kv.set('identity', account.toLowerCase(), { name: 'alice.airlock', avatar: AVATAR })
  await storage.close()
  await installTestWallet(page, { account: 7 })
  await page.goto(await serveTestPage(page, urls.demo, '/__t/identity.html', hostPage()))
  await page.locator('#opener').click()
  await modal.getByTestId('airlock-connector-dev.airlock.testwallet').click()
  await expect.poll(() => page.evaluate(() => (window as never as { modal: { getState(): { address?: string } } }).modal.getState().address)).toBe(account)
  await page.evaluate(() => (window as never as { modal: { open(v: string): Promise<void> } }).modal.open('Account'))
  await expect(modal.getByTestId('airlock-account-address')).toHaveText('alice.airlock')
  await expect(modal.getByTestId('airlock-account-short-address')).toHaveText(`${account.slice(0, 4)}…${account.slice(-6)}`)
  await expect(modal.locator('img.airlock-avatar')).toHaveAttribute('src', AVATAR)
})

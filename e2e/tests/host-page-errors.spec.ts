import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'

// A wallet extension is in the page before the dapp calls createModal and answers its
// eip6963:requestProvider at once, as real extensions do. createModal used to throw
// "Cannot access 'bridge' before initialization" from that answer.
test('createModal with an EIP-6963 wallet already in the page raises no page error and lists the wallet', async ({ page, modal }) => {
  const pageErrors: string[] = []
  page.on('pageerror', (error) => pageErrors.push(error.message))
  await installTestWallet(page)
  await page.goto(await serveTestPage(page, urls.demo, '__t/announced-before.html', hostPage()))
  await page.locator('#opener').click()
  await expect(modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`)).toContainText('Installed')
  expect(pageErrors).toEqual([])
})

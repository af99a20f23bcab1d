import { createPublicClient, http, recoverMessageAddress, type Hex } from 'viem'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { expect, test, urls } from '../fixtures/test'
import { serveTestPage } from '../fixtures/testPages'
import { thirdPartyPage } from '../fixtures/thirdPartyClient'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'

type ThirdParty = {
  list(): { name: string; rdns: string }[]
  connect(): Promise<{ account: string; chainId: number }>
  sign(message: string): Promise<Hex>
  send(to: string, value: string): Promise<Hex>
}

test('a third-party client (mipd + viem) finds Airlock by EIP-6963 and connects, signs and sends through it', async ({ page, modal }) => {
  await installTestWallet(page)
  await page.goto(await serveTestPage(page, urls.demo, '__t/third-party.html', await thirdPartyPage()))
  await expect.poll(() => page.evaluate(() => (window as unknown as { thirdParty: ThirdParty }).thirdParty.list().map((p) => p.rdns))).toContain('dev.airlock')

  const connected = page.evaluate(() => (window as unknown as { thirdParty: ThirdParty }).thirdParty.connect())
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  expect(await connected).toEqual({ account: TEST_WALLET.address, chainId: 1 })

  const signed = page.evaluate(() => (window as unknown as { thirdParty: ThirdParty }).thirdParty.sign('hello from a third-party client'))
  await expect(modal.getByTestId('airlock-approve-message')).toHaveText('hello from a third-party client')
  await modal.getByTestId('airlock-approve-confirm').click()
  expect(await recoverMessageAddress({ message: 'hello from a third-party client', signature: await signed })).toBe(TEST_WALLET.address)

  const chain = createPublicClient({ transport: http(urls.rpc['1']) })
  const to = testAccounts[3]!.address
  const before = await chain.getBalance({ address: to })
  const sent = page.evaluate((to) => (window as unknown as { thirdParty: ThirdParty }).thirdParty.send(to, '1234567890000000'), to)
  await expect(modal.getByTestId('airlock-approve-to')).toHaveText(to)
  await modal.getByTestId('airlock-approve-confirm').click()
  const receipt = await chain.waitForTransactionReceipt({ hash: await sent })
  expect(receipt.status).toBe('success')
  expect((await chain.getBalance({ address: to })) - before).toBe(1_234_567_890_000_000n)
})

import { createPublicClient, http, parseEther, parseGwei, toHex, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { enterEmailCode, freshEmail } from '../fixtures/embeddedFlows'
import { expect, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'

// What the visitor reads is what the embedded key signs: a dapp that sets its own price and no
// gas limit gets the limit filled from the operator's chain endpoint once, before the approval
// (SECURITY.md row 63), so the max fee shown is the one signed and mined.

const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
// A recipient of its own: other specs running beside this one count the test accounts' balances.
const second = privateKeyToAccount(generatePrivateKey()).address
const call = (page: import('@playwright/test').Page, args: unknown) => page.evaluate((a) => (window as never as { call(a: unknown): Promise<unknown> }).call(a), args)

test('attacker: a priced send without a gas limit shows the limit and max fee the embedded key signs, and is mined with them', async ({ page, modal }) => {
  await page.goto(await serveTestPage(page, urls.demo, '/__t/priced-send.html', hostPage()))
  await page.waitForFunction(() => (window as unknown as { modal?: unknown }).modal !== undefined)
  await page.evaluate(() => (window as never as { modal: { open(): Promise<void> } }).modal.open())
  const email = freshEmail('priced-send')
  await enterEmailCode(modal, email)
  await expect(modal.getByTestId('airlock-account-signed-in')).toHaveText(email, { timeout: 20_000 })
  const { result: [address] } = (await call(page, { method: 'eth_accounts' })) as { result: Address[] }
  await chain1.request({ method: 'anvil_setBalance', params: [address!, toHex(parseEther('1'))] } as never)
  await modal.getByTestId('airlock-close').click()

  const price = parseGwei('50')
  const send = call(page, { method: 'eth_sendTransaction', params: [{ from: address, to: second, value: '0x1', gasPrice: toHex(price) }] })
  await expect(modal.getByTestId('airlock-approve-to')).toHaveText(second)
  await expect(modal.getByTestId('airlock-approve-gas')).toHaveText('21000')
  await expect(modal.getByTestId('airlock-approve-gas-price')).toHaveText('50 gwei')
  await expect(modal.getByTestId('airlock-approve-fee')).toHaveText('0.00105 ETH')
  await expect(modal.getByTestId('airlock-approve-confirm')).toBeEnabled()
  await modal.getByTestId('airlock-approve-confirm').click()
  const { result: hash } = (await send) as { result: Hex }
  expect((await chain1.waitForTransactionReceipt({ hash })).status).toBe('success')
  expect(await chain1.getTransaction({ hash })).toMatchObject({ type: 'legacy', gas: 21_000n, gasPrice: price })
  expect(await chain1.getBalance({ address: second })).toBe(1n)
})

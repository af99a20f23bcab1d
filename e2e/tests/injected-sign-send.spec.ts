import { createPublicClient, encodeFunctionData, erc20Abi, http, recoverMessageAddress, toHex, type Address, type Hex } from 'viem'
import { testAccounts } from '../../services/fixtures/chains/testAccounts'
import { tokenAddress } from '../../services/fixtures/contracts/tokenAddress'
import { SIGN_MESSAGE } from '../../demo/ui/bindActions'
import { connectFromDemo, walletCalls } from '../fixtures/injectedFlows'
import { expect, openDemo, test, urls } from '../fixtures/test'
import { hostPage, serveTestPage } from '../fixtures/testPages'
import { installTestWallet, TEST_WALLET } from '../fixtures/testWallet'
import { watchFirstShown } from '../fixtures/watchFirstShown'

const chain1 = createPublicClient({ transport: http(urls.rpc['1']) })
const second = testAccounts[1]!.address
const token = tokenAddress()

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
})

test('personal_sign from the demo: Approve is locked at first, nothing is signed before it, the signature recovers to the address', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  const firstApprove = await watchFirstShown(page, 'airlock-approve-confirm')
  await page.getByTestId('demo-sign').click()
  const approve = modal.getByTestId('airlock-approve-confirm')
  await expect(modal.getByTestId('airlock-approve')).toHaveAttribute('data-method', 'personal_sign')
  expect(await firstApprove()).toEqual({ disabled: true })
  await expect(modal.getByTestId('airlock-approve-message')).toHaveText(SIGN_MESSAGE)
  await expect(modal.getByTestId('airlock-approve-requester')).toHaveText(urls.demo.replace(/\/$/, ''))
  await expect(approve).toBeEnabled()
  // A scripted click is not a visitor's click (#9).
  await approve.evaluate((el) => (el as HTMLButtonElement).click())
  await page.waitForTimeout(300)
  expect(await walletCalls(page)).not.toContain('personal_sign')
  await expect(page.getByTestId('demo-sign-result')).toHaveAttribute('data-state', 'pending')

  await approve.click()
  const result = page.getByTestId('demo-sign-result')
  await expect(result).toHaveAttribute('data-state', 'ok')
  const signature = (await result.textContent())!.trim() as Hex
  expect(await recoverMessageAddress({ message: SIGN_MESSAGE, signature })).toBe(TEST_WALLET.address)
})

test('Reject returns 4001 to the dapp and the wallet never signs', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-sign').click()
  await modal.getByTestId('airlock-approve-reject').click()
  await expect(page.getByTestId('demo-sign-result')).toHaveAttribute('data-state', 'error')
  await expect(page.getByTestId('demo-sign-result')).toContainText('4001')
  expect(await walletCalls(page)).not.toContain('personal_sign')
})

test('sends 0.001 ETH from the demo to the second account: the receipt and both balances are on chain', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  const before = { from: await chain1.getBalance({ address: TEST_WALLET.address }), to: await chain1.getBalance({ address: second }) }
  await page.getByTestId('demo-send-to').selectOption('second')
  await page.getByTestId('demo-send').click()
  await expect(modal.getByTestId('airlock-approve-to')).toHaveText(second)
  await expect(modal.getByTestId('airlock-approve-value')).toHaveText('0.001 ETH')
  await modal.getByTestId('airlock-approve-confirm').click()
  const result = page.getByTestId('demo-send-result')
  await expect(result).toHaveAttribute('data-state', 'ok')
  const hash = (await result.textContent())!.trim() as Hex
  const receipt = await chain1.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.from.toLowerCase()).toBe(TEST_WALLET.address.toLowerCase())
  expect(receipt.to?.toLowerCase()).toBe(second.toLowerCase())
  const after = { from: await chain1.getBalance({ address: TEST_WALLET.address }), to: await chain1.getBalance({ address: second }) }
  expect(after.to - before.to).toBe(10n ** 15n)
  expect(before.from - after.from).toBe(10n ** 15n + receipt.gasUsed * receipt.effectiveGasPrice)
})

test('sends 1.5 AUSD from the demo page through the announced Airlock provider: token balances move', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  const balance = (address: Address) => chain1.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] })
  const before = { from: await balance(TEST_WALLET.address), to: await balance(second) }
  const amount = 1_500_000n
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [second, amount] })
  const sent = page.evaluate(
    async ({ from, to, data }) => {
      const provider = await new Promise<{ request(a: unknown): Promise<unknown> }>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (e) => {
          const detail = (e as CustomEvent).detail
          if (detail.info.rdns === 'dev.airlock') resolve(detail.provider)
        })
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      })
      return provider.request({ method: 'eth_sendTransaction', params: [{ from, to, data }] }) as Promise<string>
    },
    { from: TEST_WALLET.address, to: token, data },
  )
  await expect(modal.getByTestId('airlock-approve-token-to')).toHaveText(second)
  await expect(modal.getByTestId('airlock-approve-token-amount')).toHaveText(amount.toString())
  await modal.getByTestId('airlock-approve-confirm').click()
  const hash = (await sent) as Hex
  const receipt = await chain1.waitForTransactionReceipt({ hash })
  expect(receipt.status).toBe('success')
  expect(receipt.to?.toLowerCase()).toBe(token.toLowerCase())
  expect((await balance(second)) - before.to).toBe(amount)
  expect(before.from - (await balance(TEST_WALLET.address))).toBe(amount)
})

test('the approval names the handshake origin, not the metadata a page claims (security.md #7)', async ({ page, modal }) => {
  const url = await serveTestPage(page, urls.demo, '__t/claims-uniswap.html', hostPage(`{ metadata: { url: 'https://uniswap.org', name: 'Uniswap', description: 'Swap', icons: [] } }`))
  await page.goto(url)
  await page.locator('#opener').click()
  await modal.getByTestId(`airlock-connector-${TEST_WALLET.rdns}`).click()
  await expect.poll(() => page.evaluate(() => (window as unknown as { modal: { getState(): { status: string } } }).modal.getState().status)).toBe('connected')
  void page.evaluate(
    ({ address, message }) => (window as unknown as { call(a: unknown): Promise<unknown> }).call({ method: 'personal_sign', params: [message, address] }),
    { address: TEST_WALLET.address, message: toHex('hello') },
  )
  await expect(modal.getByTestId('airlock-approve-requester')).toHaveText(new URL(urls.demo).origin)
  await expect(modal.getByTestId('airlock-approve')).not.toContainText(/uniswap/i)
  await modal.getByTestId('airlock-approve-reject').click()
})

test('eth_signTypedData_v4 shows the domain and fields, and the signature verifies', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  const typed = {
    types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'chainId', type: 'uint256' }], Mail: [{ name: 'contents', type: 'string' }] },
    domain: { name: 'Airlock Test', chainId: 1 },
    primaryType: 'Mail',
    message: { contents: 'Hello typed data' },
  }
  const signed = page.evaluate(
    async ({ address, json }) => {
      const provider = await new Promise<{ request(a: unknown): Promise<unknown> }>((resolve) => {
        window.addEventListener('eip6963:announceProvider', (e) => (e as CustomEvent).detail.info.rdns === 'dev.airlock' && resolve((e as CustomEvent).detail.provider))
        window.dispatchEvent(new Event('eip6963:requestProvider'))
      })
      return provider.request({ method: 'eth_signTypedData_v4', params: [address, json] }) as Promise<string>
    },
    { address: TEST_WALLET.address, json: JSON.stringify(typed) },
  )
  await expect(modal.getByTestId('airlock-approve-domain')).toContainText('name: Airlock Test')
  await expect(modal.getByTestId('airlock-approve-primary-type')).toHaveText('Mail')
  // Field by field, labelled in words (issue 35 #2), under "Sign Mail for Airlock Test" at the top.
  await expect(modal.getByTestId('airlock-approve-fields')).toHaveText('ContentsHello typed data')
  await expect(modal.getByTestId('airlock-approve-action')).toHaveText('Sign Mail for Airlock Test')
  await modal.getByTestId('airlock-approve-confirm').click()
  const signature = (await signed) as Hex
  const { verifyTypedData } = await import('viem')
  const { EIP712Domain: _, ...types } = typed.types
  expect(await verifyTypedData({ address: TEST_WALLET.address, domain: typed.domain, types, primaryType: 'Mail', message: typed.message, signature })).toBe(true)
})

test('Approve is ignored while the modal is faded by the host page (security.md #10, IntersectionObserver v2)', async ({ page, modal }) => {
  await openDemo(page)
  await connectFromDemo(page, modal)
  await page.getByTestId('demo-sign').click()
  const approve = modal.getByTestId('airlock-approve-confirm')
  await expect(approve).toBeEnabled()
  await page.locator('iframe[data-airlock="iframe"]').evaluate((el) => ((el as HTMLElement).style.opacity = '0.5'))
  await page.waitForTimeout(300)
  // Faded, Approve is disabled again (the guard arms only after 500 ms fully visible): press it anyway.
  await approve.click({ force: true })
  await page.waitForTimeout(300)
  expect(await walletCalls(page)).not.toContain('personal_sign')
  await page.locator('iframe[data-airlock="iframe"]').evaluate((el) => ((el as HTMLElement).style.opacity = ''))
  await page.waitForTimeout(300)
  await approve.click()
  await expect(page.getByTestId('demo-sign-result')).toHaveAttribute('data-state', 'ok')
})
